import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OrdersList } from '@/components/account/orders-list';
import { OrderItems } from '@/components/admin/orders/order-panels';
import { PackingSlip } from '@/components/admin/orders/packing-slip';
import { WorkbenchView } from '@/components/admin/workbench/workbench-view';
import { GuestOrderSuccess } from '@/components/checkout/guest-order-success';
import { resetLastOrderCache, writeLastOrder } from '@/lib/checkout/checkout-storage';
import type { StoredAnswer } from '@/lib/schemas/personalisation';
import { answer } from './admin-support';
import { adminOrder, ORDER_ID } from './admin-order-fixture';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const RUTH: StoredAnswer[] = [
  { questionId: 'engraving', label: 'Engraving', answer: 'Ruth', priceCents: 1500 },
  { questionId: 'wrap', label: 'Gift wrap', answer: 'Yes', priceCents: 300 },
];
const NOA: StoredAnswer[] = [
  { questionId: 'engraving', label: 'Engraving', answer: 'Noa', priceCents: 1500 },
];

/** An order of two engravings of one cuff, and a mug asked nothing: as the api sends its lines. */
const lines = [
  { productId: 'cuff', name: 'Tide Cuff', price: 63, quantity: 1, image: null, personalisation: RUTH },
  { productId: 'cuff', name: 'Tide Cuff', price: 60, quantity: 2, image: null, personalisation: NOA },
  { productId: 'mug', name: 'Raven Mug', price: 30, quantity: 1, image: null, personalisation: [] },
];
const order = adminOrder({ items: lines });

const withSwr = (ui: React.ReactNode) =>
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);

const answersIn = (element: HTMLElement) =>
  within(element)
    .queryAllByTestId('line-answers')
    .map((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );

describe("an order's answers, under each line", () => {
  it('on the back-office order page', () => {
    render(<OrderItems items={order.items} />);
    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(answersIn(screen.getByRole('region', { name: 'Items' }))).toEqual([
      ['Engraving: Ruth', 'Gift wrap: Yes'],
      ['Engraving: Noa'],
    ]);
    expect(items[0]).toHaveTextContent('Tide Cuff × 1');
    expect(items[0]).toHaveTextContent('$63.00');
  });

  it('on the packing slip', async () => {
    global.fetch = jest.fn(async () => answer(200, order)) as jest.Mock;
    withSwr(
      <PackingSlip id={ORDER_ID} storeName="Sitka Silver" logo={{ url: '', altText: '', maxWidth: 120 }} />,
    );
    const rows = within(await screen.findByTestId('slip-items')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQuantity',
      'Tide CuffEngraving: RuthGift wrap: Yes1',
      'Tide CuffEngraving: Noa2',
      'Raven Mug1',
      'Total items4',
    ]);
  });

  it("in the shopper's orders", async () => {
    global.fetch = jest.fn(async () =>
      answer(200, [
        {
          id: 'o-1',
          orderId: 'ORD-1001',
          status: 'Paid',
          type: 'regular',
          createdAt: '2026-03-02T18:00:00.000Z',
          total: 216,
          tenantName: 'Demo',
          products: lines.map(({ productId, ...line }) => ({ ...line, id: productId })),
        },
      ]),
    ) as jest.Mock;
    withSwr(<OrdersList email="ann@example.com" />);
    const card = await screen.findByTestId('order-card');
    expect(answersIn(card)).toEqual([['Engraving: Ruth', 'Gift wrap: Yes'], ['Engraving: Noa']]);
  });

  it('on the workbench, beside each order line', async () => {
    global.fetch = jest.fn(async () =>
      answer(200, {
        groups: [
          {
            productId: 'cuff',
            variantId: null,
            productName: 'Tide Cuff',
            sizeName: null,
            image: null,
            pieces: 3,
            made: 0,
            shipBy: null,
            late: false,
            lines: [
              {
                itemId: 'i1',
                orderId: 'o1',
                orderNumber: 'ORD-1001',
                customerName: 'Ann',
                quantity: 1,
                madeCount: 0,
                shipBy: null,
                late: false,
                personalisation: RUTH,
              },
              {
                itemId: 'i2',
                orderId: 'o1',
                orderNumber: 'ORD-1001',
                customerName: 'Ann',
                quantity: 2,
                madeCount: 0,
                shipBy: null,
                late: false,
                personalisation: NOA,
              },
            ],
          },
        ],
      }),
    ) as jest.Mock;
    withSwr(<WorkbenchView />);
    const benchLines = await screen.findAllByTestId('workbench-line');
    expect(benchLines.map((line) => answersIn(line))).toEqual([
      [['Engraving: Ruth', 'Gift wrap: Yes']],
      [['Engraving: Noa']],
    ]);
  });

  it("on a guest's thank-you page", () => {
    sessionStorage.clear();
    resetLastOrderCache();
    writeLastOrder({
      orderId: 'ORD-1001',
      total: 216,
      createdAt: '2026-03-02T18:00:00.000Z',
      paymentIntentId: 'pi_1',
      email: 'ann@example.com',
      customerInfo: {
        name: 'Ann',
        phone: '9075550142',
        address: '1 Spruce Way',
        city: 'Sitka',
        state: 'AK',
        zipCode: '99835',
      },
      items: [
        { name: 'Tide Cuff', quantity: 1, answers: RUTH },
        { name: 'Raven Mug', variantName: null, quantity: 1, answers: [] },
      ],
    });
    render(<GuestOrderSuccess isDevelopment={false} />);
    const items = screen.getByRole('list', { name: 'Your order' });
    expect(within(items).getAllByRole('listitem')[0]).toHaveTextContent('Tide Cuff × 1');
    expect(answersIn(items)).toEqual([['Engraving: Ruth', 'Gift wrap: Yes']]);
  });
});
