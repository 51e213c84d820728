import { render, screen } from '@testing-library/react';
import { CardPayment, type CardPaymentProps } from '@/components/checkout/card-payment';
import { MESSAGES } from '@/lib/messages';

const props = (provider: 'stripe' | 'test'): CardPaymentProps => ({
  intent: {
    clientSecret: 'pi_1_secret',
    paymentIntentId: 'pi_1',
    amount: 5398,
    provider,
    items: [],
    subtotalCents: 3900,
    shippingCents: 1199,
    serviceFeeCents: 299,
  },
  billing: {
    name: 'Mary Smith',
    email: 'mary@example.test',
    phone: '9075550142',
    address: '12 Harbor Way',
    addressLine2: '',
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  },
  amountCents: 5398,
  onPaid: jest.fn(),
  onError: jest.fn(),
  onAttempt: jest.fn(),
});

it('says beside the card form that no real card is charged while the test provider takes payments', () => {
  render(<CardPayment {...props('test')} />);
  expect(screen.getByTestId('test-mode-notice')).toHaveTextContent(MESSAGES.testModeNotice);
  expect(screen.getByTestId('card-number')).toBeInTheDocument();
});

it('says nothing of test mode when Stripe takes the payment', () => {
  render(<CardPayment {...props('stripe')} />);
  expect(screen.queryByText(MESSAGES.testModeNotice)).not.toBeInTheDocument();
});
