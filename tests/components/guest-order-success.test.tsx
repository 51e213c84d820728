import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestOrderSuccess } from '@/components/checkout/guest-order-success';
import { resetLastOrderCache, writeLastOrder, type LastOrder } from '@/lib/checkout/checkout-storage';

const mockReplace = jest.fn();
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: mockRefresh }),
}));

const lastOrder: LastOrder = {
  orderId: 'ORD-1001',
  total: 103.88,
  createdAt: '2026-01-05T10:00:00.000Z',
  paymentIntentId: 'pi_test_1',
  email: 'ann@example.com',
  customerInfo: {
    name: 'Ann Shopper',
    phone: '9075550142',
    address: '1 Spruce Way',
    city: 'Anchorage',
    state: 'AK',
    zipCode: '99501',
  },
};

const renderPage = () => render(<GuestOrderSuccess isDevelopment={false} />);

beforeEach(() => {
  sessionStorage.clear();
  resetLastOrderCache();
  jest.clearAllMocks();
});

describe('the guest order success page', () => {
  it('sends a direct visit without an order home', async () => {
    renderPage();
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'));
    expect(screen.queryByTestId('guest-order-success')).not.toBeInTheDocument();
  });

  it('thanks the shopper with the order id and total, and removes the handed-over order', () => {
    writeLastOrder(lastOrder);
    renderPage();
    expect(screen.getByTestId('guest-order-id')).toHaveTextContent('ORD-1001');
    expect(screen.getByTestId('guest-order-total')).toHaveTextContent('$103.88');
    expect(sessionStorage.getItem('sitka:last-order')).toBeNull();
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('offers an account for the order’s email, read-only', () => {
    writeLastOrder(lastOrder);
    renderPage();
    expect(screen.getByTestId('post-purchase-email')).toHaveValue('ann@example.com');
    expect(screen.getByTestId('post-purchase-email')).toHaveAttribute('readonly');
  });

  it('says before the account is made that signing in again later needs the link in the mail', () => {
    writeLastOrder(lastOrder);
    renderPage();
    const note = screen.getByTestId('post-purchase-verify-note');
    expect(note).toHaveTextContent('We also email a link to ann@example.com');
    expect(note).toHaveTextContent('open it before you sign in again later, which needs that link');
    expect(screen.getByTestId('post-purchase-submit')).toHaveAccessibleDescription(note.textContent!);
  });

  it('keeps Create Account disabled while the password breaks a rule or the two differ', async () => {
    writeLastOrder(lastOrder);
    renderPage();
    const user = userEvent.setup();
    const submit = screen.getByTestId('post-purchase-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('post-purchase-password'), 'short1!');
    expect(
      screen.getByText(
        'Password must be at least 8 characters, include a letter, a number, and a special character.',
      ),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByTestId('post-purchase-password'));
    await user.type(screen.getByTestId('post-purchase-password'), 'longenough1!');
    expect(screen.queryByText(/Password must be at least 8 characters, include/)).not.toBeInTheDocument();
    await user.type(screen.getByTestId('post-purchase-confirm'), 'longenough1?');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByTestId('post-purchase-confirm'));
    await user.type(screen.getByTestId('post-purchase-confirm'), 'longenough1!');
    expect(submit).toBeEnabled();
  });

  it('says the email is not valid when the order’s is not', () => {
    writeLastOrder({ ...lastOrder, email: 'not-an-email' });
    renderPage();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('says "Email and password are required" when the order carries no email', () => {
    writeLastOrder({ ...lastOrder, email: '' });
    renderPage();
    expect(screen.getByText('Email and password are required')).toBeInTheDocument();
    expect(screen.getByTestId('post-purchase-submit')).toBeDisabled();
  });

  it('creates the account linked to the order, refreshes the session and goes to the customer’s confirmation', async () => {
    writeLastOrder(lastOrder);
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 201,
      json: async () => ({ success: true, message: 'Account created.', signedIn: true }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('post-purchase-password'), 'Harbor-seal-7!');
    await user.type(screen.getByTestId('post-purchase-confirm'), 'Harbor-seal-7!');
    await user.click(screen.getByTestId('post-purchase-submit'));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/customer/order-success'));
    expect(global.fetch).toHaveBeenCalledWith('/api/auth/session', { cache: 'no-store' });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/account/register');
    expect(JSON.parse(init.body)).toMatchObject({
      email: 'ann@example.com',
      password: 'Harbor-seal-7!',
      role: 'customer',
      paymentIntentId: 'pi_test_1',
      customerInfo: lastOrder.customerInfo,
    });
  });

  it('says Failed to create account, with the api’s reason', async () => {
    writeLastOrder(lastOrder);
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 409,
      json: async () => ({
        code: 'EMAIL_TAKEN',
        error: 'An account with this email already exists. Please log in.',
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('post-purchase-password'), 'Harbor-seal-7!');
    await user.type(screen.getByTestId('post-purchase-confirm'), 'Harbor-seal-7!');
    await user.click(screen.getByTestId('post-purchase-submit'));
    const error = await screen.findByTestId('post-purchase-error');
    expect(error).toHaveTextContent('Failed to create account');
    expect(error).toHaveTextContent('An account with this email already exists. Please log in.');
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('says Failed to create account when the request does not get through', async () => {
    writeLastOrder(lastOrder);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('post-purchase-password'), 'Harbor-seal-7!');
    await user.type(screen.getByTestId('post-purchase-confirm'), 'Harbor-seal-7!');
    await user.click(screen.getByTestId('post-purchase-submit'));
    expect(await screen.findByTestId('post-purchase-error')).toHaveTextContent(/^Failed to create account$/);
  });
});
