import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ReturnOrderLink } from '@/components/account/return-order-link';
import { OrderReturns } from '@/components/returns/order-returns';
import type { Order } from '@/lib/schemas/order';
import { RETURN_MESSAGES, type OrderReturns as Returns, type ReturnRequest } from '@/lib/schemas/returns';
import { answer } from '@/tests/support/fetch-answer';

jest.setTimeout(20_000);

const ORDER = '55555555-5555-4555-8555-555555555555';
const MUG = '11111111-1111-4111-8111-111111111111';
const RING = '22222222-2222-4222-8222-222222222222';
const NAMED = '33333333-3333-4333-8333-333333333333';
const PATH = `/api/orders/${ORDER}/returns?token=mail-token`;

function returns(overrides: Partial<Returns> = {}): Returns {
  return {
    orderId: ORDER,
    orderNumber: 'SS-1042',
    windowEndsOn: '2026-11-12',
    windowClosed: false,
    withdrawal: false,
    items: [
      {
        orderItemId: MUG,
        name: 'Tide Pool Mug',
        size: null,
        quantity: 2,
        returnableQuantity: 2,
        returnable: true,
      },
      {
        orderItemId: RING,
        name: 'Kelp Ring',
        size: '7',
        quantity: 1,
        returnableQuantity: 1,
        returnable: true,
      },
      {
        orderItemId: NAMED,
        name: 'Named Cup',
        size: null,
        quantity: 1,
        returnableQuantity: 0,
        returnable: false,
      },
    ],
    requests: [],
    ...overrides,
  };
}

function request(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: 'r-1',
    orderId: ORDER,
    orderNumber: 'SS-1042',
    kind: 'return',
    status: 'requested',
    items: [{ orderItemId: MUG, name: 'Tide Pool Mug', quantity: 1 }],
    reason: 'Too small',
    ownerMessage: null,
    refundedCents: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };

/** fetch answering each method and path in turn; the calls are kept to look at. */
function mockApi(routes: Record<string, Answer[]>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const next = routes[`${init?.method ?? 'GET'} ${url}`]?.shift();
    if (!next) throw new Error(`unexpected call to ${init?.method} ${url}`);
    return answer(next.status, next.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const postedBody = (fetchMock: jest.Mock) => {
  const call = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  return JSON.parse(String((call![1] as RequestInit).body));
};

/** The page as the mailed link opens it (its token), or from My Orders (null: no token). */
function renderPage(token: string | null = 'mail-token') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <OrderReturns id={ORDER} token={token ?? undefined} ordersHref={token ? null : '/customer/orders'} />
    </SWRConfig>,
  );
}

describe('the return page', () => {
  it('asks to return the pieces picked, with a reason, and lists the request once received', async () => {
    const sent = request();
    const fetchMock = mockApi({
      [`GET ${PATH}`]: [
        { status: 200, body: returns() },
        { status: 200, body: returns({ requests: [sent] }) },
      ],
      [`POST ${PATH}`]: [{ status: 201, body: sent }],
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order SS-1042' })).toBeInTheDocument();
    expect(screen.getByTestId('return-window')).toHaveTextContent(
      'You can ask to return pieces until November 12, 2026.',
    );
    expect(screen.getByText(RETURN_MESSAGES.notReturnable('Named Cup'))).toBeInTheDocument();
    const mug = screen.getByRole('combobox', { name: 'Tide Pool Mug' });
    expect(
      within(mug)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0', '1', '2']);
    expect(screen.getByRole('combobox', { name: 'Kelp Ring, size 7' })).toHaveValue('0');
    expect(screen.queryByRole('button', { name: RETURN_MESSAGES.withdrawButton })).toBeNull();

    await user.selectOptions(mug, '1');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Too small');
    await user.click(screen.getByRole('button', { name: RETURN_MESSAGES.returnButton }));

    expect(await screen.findByTestId('return-received')).toHaveTextContent(RETURN_MESSAGES.received);
    expect(postedBody(fetchMock)).toEqual({
      kind: 'return',
      items: [{ orderItemId: MUG, quantity: 1 }],
      reason: 'Too small',
    });
    const listed = await screen.findByTestId('return-request');
    expect(listed).toHaveTextContent('Return, November 2, 2026');
    expect(listed).toHaveTextContent('Tide Pool Mug × 1');
    expect(within(listed).getByTestId('return-request-status')).toHaveTextContent('Requested');
    expect(screen.getByRole('combobox', { name: 'Tide Pool Mug' })).toHaveValue('0');
  });

  it('asks for a piece when none is picked, and sends nothing', async () => {
    const fetchMock = mockApi({ [`GET ${PATH}`]: [{ status: 200, body: returns() }] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: RETURN_MESSAGES.returnButton }));
    expect(await screen.findByText(RETURN_MESSAGES.itemsRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers an EU buyer the withdrawal apart, which needs no reason and covers the whole order', async () => {
    const withdrawn = request({
      kind: 'withdrawal',
      reason: '',
      items: [
        { orderItemId: MUG, name: 'Tide Pool Mug', quantity: 2 },
        { orderItemId: RING, name: 'Kelp Ring', quantity: 1 },
      ],
    });
    const fetchMock = mockApi({
      [`GET ${PATH}`]: [
        { status: 200, body: returns({ withdrawal: true }) },
        { status: 200, body: returns({ withdrawal: true, requests: [withdrawn] }) },
      ],
      [`POST ${PATH}`]: [{ status: 201, body: withdrawn }],
    });
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Right of withdrawal' });
    expect(panel).toHaveTextContent('withdraw from this contract within 14 days of delivery');
    await user.click(within(panel).getByRole('button', { name: RETURN_MESSAGES.withdrawButton }));

    expect(await screen.findByTestId('return-received')).toHaveTextContent(
      RETURN_MESSAGES.withdrawalReceived,
    );
    expect(postedBody(fetchMock)).toEqual({
      kind: 'withdrawal',
      items: [
        { orderItemId: MUG, quantity: 2 },
        { orderItemId: RING, quantity: 1 },
      ],
      reason: '',
    });
    expect(await screen.findByTestId('return-request')).toHaveTextContent('Withdrawal from contract');
  });

  it('shows the api’s refusal beside the piece it names, and one about no field at the top', async () => {
    const notReturnable = 'Kelp Ring was made to order or personalised and cannot be returned.';
    const closed = RETURN_MESSAGES.windowClosed('November 12, 2026');
    mockApi({
      [`GET ${PATH}`]: [{ status: 200, body: returns() }],
      [`POST ${PATH}`]: [
        {
          status: 422,
          body: { error: notReturnable, code: 'ITEM_NOT_RETURNABLE', field: 'items.0.orderItemId' },
        },
        { status: 409, body: { error: closed, code: 'RETURN_WINDOW_CLOSED' } },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const ring = await screen.findByRole('combobox', { name: 'Kelp Ring, size 7' });
    await user.selectOptions(ring, '1');
    await user.click(screen.getByRole('button', { name: RETURN_MESSAGES.returnButton }));

    expect(await screen.findByText(notReturnable)).toHaveAttribute('id', 'return-quantity-1-error');
    expect(ring).toHaveAttribute('aria-invalid', 'true');
    expect(ring).toHaveAccessibleDescription(expect.stringContaining(notReturnable));
    expect(screen.getByRole('combobox', { name: 'Tide Pool Mug' })).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: RETURN_MESSAGES.returnButton }));
    expect(await screen.findByTestId('return-error')).toHaveTextContent(closed);
    expect(screen.getByTestId('return-error')).toHaveAttribute('role', 'alert');
  });

  it('says the window closed, with its date, and offers no request; the store’s answers stay listed', async () => {
    const declined = request({ status: 'declined', ownerMessage: 'The mug was used.' });
    const accepted = request({ id: 'r-2', status: 'accepted', refundedCents: 2900 });
    mockApi({
      [`GET ${PATH}`]: [
        {
          status: 200,
          body: returns({ windowClosed: true, withdrawal: true, requests: [declined, accepted] }),
        },
      ],
    });
    renderPage();
    expect(await screen.findByTestId('return-window')).toHaveTextContent(
      'The return window for this order closed on November 12, 2026.',
    );
    expect(screen.queryByRole('button', { name: RETURN_MESSAGES.returnButton })).toBeNull();
    expect(screen.queryByRole('button', { name: RETURN_MESSAGES.withdrawButton })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    const [first, second] = screen.getAllByTestId('return-request');
    expect(first).toHaveTextContent('Declined');
    expect(first).toHaveTextContent('The store: The mug was used.');
    expect(second).toHaveTextContent('Accepted');
    expect(second).toHaveTextContent('Refunded $29.00');
  });

  it('says the window starts on delivery, for a signed-in customer’s order opened without a token', async () => {
    const own = `/api/orders/${ORDER}/returns`;
    mockApi({ [`GET ${own}`]: [{ status: 200, body: returns({ windowEndsOn: null }) }] });
    renderPage(null);
    expect(await screen.findByTestId('return-window')).toHaveTextContent(
      'The return window starts when your order is delivered.',
    );
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/customer/orders',
    );
  });

  it('tells a visitor the order cannot be found without its account or link', async () => {
    mockApi({ [`GET ${PATH}`]: [{ status: 404, body: { error: 'Order not found', code: 'NOT_FOUND' } }] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this order. Sign in with the account that placed it, or open the link in your email again.',
    );
  });
});

describe('My Orders', () => {
  const order = (status: Order['status']): Order => ({
    id: ORDER,
    orderId: 'SS-1042',
    status,
    type: 'regular',
    createdAt: '2026-11-01T12:00:00.000Z',
    total: 58,
    tenantName: 'Demo',
    products: [],
  });

  it('links each paid order to its returns page, with no token', () => {
    const { rerender } = render(<ReturnOrderLink order={order('Delivered')} />);
    expect(screen.getByRole('link', { name: 'Return or withdraw from order SS-1042' })).toHaveAttribute(
      'href',
      `/orders/${ORDER}/return`,
    );
    rerender(<ReturnOrderLink order={order('Pending Payment')} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<ReturnOrderLink order={order('Refunded')} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
