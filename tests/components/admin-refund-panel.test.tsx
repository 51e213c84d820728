import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RefundPanel } from '@/components/admin/orders/refund-panel';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { answer } from './admin-support';
import { adminOrder } from './admin-order-fixture';

const ID = '5b0f7a52-3a1e-4c39-9a55-1d7f0f3c2a11';
const P1 = '6c1f7a52-3a1e-4c39-9a55-1d7f0f3c2a22';

function order(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return adminOrder({
    items: [{ productId: P1, name: 'Tide Pool Ring', price: 40, quantity: 2, image: null }],
    customer: {
      name: 'Ada Shopper',
      email: 'shopper@demo.test',
      phone: '',
      address: '',
      addressLine2: '',
      city: '',
      state: '',
      zipCode: '',
    },
    shippingAddress: null,
    timeline: [],
    returnable: [{ productId: P1, quantity: 2 }],
    ...overrides,
  });
}

const posts = () => (global.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === 'POST');
const bodyOf = (call: [string, RequestInit]) => JSON.parse(String(call[1].body));

describe('RefundPanel', () => {
  const onChanged = jest.fn();
  beforeEach(() => onChanged.mockReset());

  it('refunds part of the order with one piece back in stock, after asking', async () => {
    const refunded = order({ status: 'Partially Refunded', refunded: 20, refundable: 74.98 });
    global.fetch = jest.fn(async () => answer(200, refunded)) as jest.Mock;
    render(<RefundPanel order={order()} onChanged={onChanged} />);
    expect(screen.getByLabelText('Refund amount ($)')).toHaveValue('94.98');
    fireEvent.click(screen.getByLabelText('Restock items'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tide Pool Ring' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tide Pool Ring' }), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Refund amount ($)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/Reason for refund/), { target: { value: 'Chipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(global.fetch).not.toHaveBeenCalled();
    const dialog = screen.getByTestId('refund-confirm');
    expect(dialog).toHaveTextContent('Refund $20.00?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $20.00' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(refunded));
    expect(posts()[0][0]).toBe(`/api/admin/orders/${ID}/refund`);
    expect(bodyOf(posts()[0])).toEqual({
      amount: 20,
      restock: true,
      reason: 'Chipped',
      items: [{ productId: P1, quantity: 1 }],
    });
  });

  it('restocks only the lines ticked, suggests what they were paid, and names them before refunding', async () => {
    const P2 = '7d1f7a52-3a1e-4c39-9a55-1d7f0f3c2a33';
    const V1 = '8e1f7a52-3a1e-4c39-9a55-1d7f0f3c2a44';
    const two = order({
      items: [
        { productId: P1, variantId: V1, name: 'Ring — Size 7', price: 40, quantity: 1, image: null },
        { productId: P2, name: 'Stoneware Mug', price: 42, quantity: 2, image: null, discount: 4 },
      ],
      returnable: [
        { productId: P1, variantId: V1, quantity: 1 },
        { productId: P2, quantity: 2 },
      ],
      refundable: 131.99,
    });
    global.fetch = jest.fn(async () => answer(200, two)) as jest.Mock;
    render(<RefundPanel order={two} onChanged={onChanged} />);
    const amount = () => screen.getByLabelText('Refund amount ($)');
    expect(amount()).toHaveValue('131.99');
    fireEvent.click(screen.getByLabelText('Restock items'));
    // Nothing ticked to start with.
    expect(screen.getByRole('checkbox', { name: 'Ring — Size 7' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stoneware Mug' })).not.toBeChecked();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);

    // The mug line: both its pieces, each paid 42 less its half of the line's 4 off.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stoneware Mug' }));
    expect(screen.getByRole('spinbutton', { name: 'Stoneware Mug' })).toHaveValue(2);
    expect(amount()).toHaveValue('80.00');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Stoneware Mug' }), { target: { value: '1' } });
    expect(amount()).toHaveValue('40.00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ring — Size 7' }));
    expect(amount()).toHaveValue('80.00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ring — Size 7' }));
    expect(amount()).toHaveValue('40.00');
    // Still the owner's to change.
    fireEvent.change(amount(), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByTestId('refund-confirm')).toHaveTextContent(
      '1 piece(s) go back to stock: Stoneware Mug ×1.',
    );
    expect(screen.getByTestId('refund-confirm')).not.toHaveTextContent('Ring');
    fireEvent.click(
      within(screen.getByTestId('refund-confirm')).getByRole('button', { name: 'Refund $35.00' }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(two));
    expect(bodyOf(posts()[0])).toEqual({
      amount: 35,
      restock: true,
      items: [{ productId: P2, quantity: 1 }],
    });
  });

  it('names a press of Refund once for the api: its retry keeps the key, another refund gets its own', async () => {
    const keys: string[] = [];
    let calls = 0;
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key') ?? '');
      calls += 1;
      return calls === 1
        ? answer(502, { error: 'The payment provider did not answer.', code: 'PROVIDER_UNAVAILABLE' })
        : answer(200, order());
    }) as jest.Mock;
    render(<RefundPanel order={order()} onChanged={onChanged} />);
    const press = async (value: string) => {
      fireEvent.change(screen.getByLabelText('Refund amount ($)'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
      fireEvent.click(
        within(screen.getByTestId('refund-confirm')).getByRole('button', { name: `Refund $${value}.00` }),
      );
      await waitFor(() => expect(keys).toHaveLength(calls));
      await waitFor(() => expect(screen.queryByTestId('refund-confirm')).toBeNull());
    };
    await press('10');
    await press('10');
    await press('12');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^refund-[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refuses more than is left before asking anything, and shows the api’s refusal on its field', async () => {
    global.fetch = jest.fn(async () =>
      answer(400, {
        error: 'Amount is more than is left to refund (10.00).',
        code: 'AMOUNT_TOO_HIGH',
        field: 'amount',
      }),
    ) as jest.Mock;
    render(<RefundPanel order={order()} onChanged={onChanged} />);
    fireEvent.change(screen.getByLabelText('Refund amount ($)'), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('You can refund at most $94.98.')).toBeInTheDocument();
    expect(screen.queryByTestId('refund-confirm')).toBeNull();

    fireEvent.change(screen.getByLabelText('Refund amount ($)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.click(
      within(screen.getByTestId('refund-confirm')).getByRole('button', { name: 'Refund $50.00' }),
    );
    expect(await screen.findByText('Amount is more than is left to refund (10.00).')).toBeInTheDocument();
    expect(screen.getByLabelText('Refund amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('cancels after saying what the customer gets back', async () => {
    const cancelled = order({ status: 'Cancelled', canCancel: false, canRefund: false });
    global.fetch = jest.fn(async () => answer(200, cancelled)) as jest.Mock;
    render(<RefundPanel order={order()} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByTestId('cancel-confirm');
    expect(dialog).toHaveTextContent('The customer is refunded $94.98 and every piece goes back to stock.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(cancelled));
    expect(posts()[0][0]).toBe(`/api/admin/orders/${ID}/cancel`);
  });

  it('offers neither on a shipped order that is fully refunded, and lists its refunds', () => {
    global.fetch = jest.fn() as jest.Mock;
    const refund = {
      id: 'r1',
      amount: 94.98,
      reason: 'Lost in the mail',
      restocked: [],
      by: null,
      at: '2026-03-05T18:00:00.000Z',
    };
    render(
      <RefundPanel
        order={order({
          status: 'Refunded',
          refunds: [refund],
          refunded: 94.98,
          refundable: 0,
          canRefund: false,
          canCancel: false,
        })}
        onChanged={onChanged}
      />,
    );
    expect(screen.getByTestId('refunded-total')).toHaveTextContent('Refunded $94.98 of $94.98');
    expect(screen.getByText(/Lost in the mail · in Stripe/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('a sale paid in cash: the owner gives the money back, Sitka records it', async () => {
    const cash = order({
      type: 'manual',
      orderId: 'MO-261205-A1B2C3',
      payment: { ...order().payment, provider: null, status: null, paymentIntentId: null },
      sale: { paidWith: 'cash', event: null },
    });
    global.fetch = jest.fn(async () => answer(200, cash)) as jest.Mock;
    render(<RefundPanel order={cash} onChanged={onChanged} />);
    fireEvent.change(screen.getByLabelText('Refund amount ($)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByTestId('refund-confirm')).toHaveTextContent(
      'Give $5.00 back to the customer the way they paid (cash or your card reader); Sitka records it and emails them.',
    );
    expect(screen.getByTestId('refund-confirm')).not.toHaveTextContent('card and they are emailed');
    fireEvent.click(within(screen.getByTestId('refund-confirm')).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByTestId('cancel-confirm')).toHaveTextContent(
      'Give the customer $94.98 back the way they paid (cash or your card reader); Sitka records it, and every piece goes back to stock.',
    );
  });
});
