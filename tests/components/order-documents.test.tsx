import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OrdersList } from '@/components/account/orders-list';
import { OrderDocuments } from '@/components/orders/order-documents';
import type { Order } from '@/lib/schemas/order';
import { answer } from '@/tests/support/fetch-answer';

const ORDER_ID = '6f1f3a52-0c4e-4b8e-9a39-2f5a1c0d7e11';
const papers = {
  invoiceNumber: 'INV-000042',
  documents: [
    {
      id: 'd-1',
      kind: 'invoice',
      number: 'INV-000042',
      invoiceNumber: null,
      issuedAt: '2026-11-29T12:00:00.000Z',
      total: 59.98,
      tax: 3.2,
      currency: 'usd',
    },
    {
      id: 'd-2',
      kind: 'credit_note',
      number: 'CN-000007',
      invoiceNumber: 'INV-000042',
      issuedAt: '2026-11-30T12:00:00.000Z',
      total: 10,
      tax: 0.5,
      currency: 'usd',
    },
  ],
};

/** Answers each call by its address: the order history, or the order's papers. */
function serve(routes: Record<string, unknown>) {
  global.fetch = jest.fn((input: string) => {
    const path = String(input);
    const found = Object.entries(routes).find(([prefix]) => path.startsWith(prefix));
    return Promise.resolve(found ? answer(200, found[1]) : answer(404, { error: 'Not found' }));
  }) as unknown as typeof fetch;
}

const fresh = { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };

describe('an order’s invoice and credit notes', () => {
  it('gives the owner each paper to open for printing and to download as PDF', async () => {
    serve({ [`/api/admin/orders/${ORDER_ID}/documents`]: papers });
    render(
      <SWRConfig value={fresh}>
        <OrderDocuments scope="admin" orderId={ORDER_ID} invoiceNumber="INV-000042" />
      </SWRConfig>,
    );
    const panel = screen.getByRole('region', { name: 'Invoice and credit notes' });
    const open = await within(panel).findByRole('link', { name: 'Open Invoice INV-000042 to print' });
    expect(open).toHaveAttribute('href', `/api/admin/orders/${ORDER_ID}/documents/d-1/html`);
    expect(open).toHaveAttribute('target', '_blank');
    const pdf = within(panel).getByRole('link', { name: 'Download PDF: Credit note CN-000007' });
    expect(pdf).toHaveAttribute('href', `/api/admin/orders/${ORDER_ID}/documents/d-2/pdf`);
    expect(pdf).toHaveAttribute('download', 'CN-000007.pdf');
  });

  it('says an unpaid order has no invoice yet, and asks for none', () => {
    serve({});
    render(
      <SWRConfig value={fresh}>
        <OrderDocuments scope="admin" orderId={ORDER_ID} invoiceNumber={null} />
      </SWRConfig>,
    );
    expect(screen.getByText('No invoice yet: it is issued once the order is paid.')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('tells the owner when the papers cannot be loaded', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(500, { error: 'Internal server error' }));
    render(
      <SWRConfig value={fresh}>
        <OrderDocuments scope="admin" orderId={ORDER_ID} invoiceNumber="INV-000042" />
      </SWRConfig>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('shows the customer their paid order’s invoice number and papers under My Orders', async () => {
    const paid: Order = {
      id: ORDER_ID,
      orderId: 'ORD-1001',
      status: 'Partially Refunded',
      type: 'regular',
      createdAt: '2026-11-29T12:00:00.000Z',
      total: 59.98,
      tenantName: 'Demo',
      invoiceNumber: 'INV-000042',
      products: [{ id: 'p-1', name: 'Tide Line Ring', price: 45, quantity: 1, image: null }],
    };
    const unpaid: Order = {
      ...paid,
      id: 'o-2',
      orderId: 'BO-1',
      status: 'Pending Payment',
      type: 'backorder',
      invoiceNumber: null,
    };
    serve({ '/api/orders/history/': [paid, unpaid], [`/api/orders/${ORDER_ID}/documents`]: papers });
    render(
      <SWRConfig value={fresh}>
        <OrdersList email="maker@example.com" />
      </SWRConfig>,
    );
    const [card, backorder] = await screen.findAllByTestId('order-card');
    const papersOfCard = within(card).getByRole('region', { name: 'Invoice INV-000042' });
    expect(
      await within(papersOfCard).findByRole('link', { name: 'Download PDF: Invoice INV-000042' }),
    ).toHaveAttribute('href', `/api/orders/${ORDER_ID}/documents/d-1/pdf`);
    expect(
      within(papersOfCard).getByRole('link', { name: 'Open Credit note CN-000007 to print' }),
    ).toHaveAttribute('href', `/api/orders/${ORDER_ID}/documents/d-2/html`);
    expect(within(backorder).queryByTestId('order-documents')).toBeNull();
  });
});
