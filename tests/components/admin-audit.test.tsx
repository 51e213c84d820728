import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AuditScreen } from '@/components/admin/audit/audit-screen';
import type { AuditList } from '@/lib/schemas/audit';
import { answer } from './admin-support';

const OWNER = '11111111-1111-4111-8111-111111111111';
const list = (summary = 'Silver Fern Ring'): AuditList => ({
  entries: [
    {
      id: 7,
      at: '2026-11-20T18:30:00.000Z',
      actor: { id: OWNER, email: 'owner@demo.test', role: 'owner' },
      action: 'product.update',
      kind: 'product',
      subjectType: 'product',
      subjectId: 'p1',
      summary,
      changes: [
        { field: 'priceCents', from: 4200, to: 4500 },
        { field: 'totalInventory', from: 3, to: 5 },
      ],
      ip: '203.0.113.9',
    },
  ],
  nextCursor: null,
  people: [{ id: OWNER, email: 'owner@demo.test' }],
});

const urls = () => (global.fetch as jest.Mock).mock.calls.map(([url]: [string]) => url);

beforeEach(() => {
  global.fetch = jest.fn(async () => answer(200, list())) as unknown as typeof fetch;
});

describe('the Activity log', () => {
  it('shows a line with who, what and its fields before → after, money in dollars', async () => {
    render(<AuditScreen />);
    const row = await screen.findByTestId('audit-row');
    expect(row).toHaveTextContent('owner@demo.test');
    expect(row).toHaveTextContent('product.update Silver Fern Ring');
    const changes = within(row).getAllByTestId('audit-change');
    expect(changes[0]).toHaveTextContent('priceCents: $42.00 → $45.00');
    expect(changes[1]).toHaveTextContent('totalInventory: 3 → 5');
  });

  it('asks again for the person, kind and days chosen', async () => {
    render(<AuditScreen />);
    await screen.findByTestId('audit-row');
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: OWNER } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'product' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(urls()).toContain(`/api/admin/audit?actor=${OWNER}&kind=product&from=2026-11-01&to=2026-11-30`),
    );
    expect(screen.getByRole('option', { name: 'owner@demo.test' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Products' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    global.fetch = jest.fn(async () => answer(200, { ...list(), entries: [] })) as unknown as typeof fetch;
    render(<AuditScreen />);
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });
});
