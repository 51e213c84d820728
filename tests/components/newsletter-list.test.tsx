import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { NewsletterList } from '@/components/admin/newsletter/newsletter-list';
import { answer } from './admin-support';

const LIST = {
  subscribers: [
    {
      email: 'pending@example.com',
      status: 'pending',
      createdAt: '2026-03-01T10:00:00.000Z',
      consentText: 'I agree',
      consentAt: '2026-03-01T10:00:00.000Z',
      confirmedAt: null,
      unsubscribedAt: null,
    },
    {
      email: 'fan@example.com',
      status: 'confirmed',
      createdAt: '2026-03-02T10:00:00.000Z',
      consentText: 'I agree',
      consentAt: '2026-03-02T10:00:00.000Z',
      confirmedAt: '2026-03-02T11:00:00.000Z',
      unsubscribedAt: null,
    },
    {
      email: 'gone@example.com',
      status: 'unsubscribed',
      createdAt: '2026-03-03T10:00:00.000Z',
      consentText: 'I agree',
      consentAt: '2026-03-03T10:00:00.000Z',
      confirmedAt: '2026-03-03T11:00:00.000Z',
      unsubscribedAt: '2026-03-04T11:00:00.000Z',
    },
  ],
  counts: { pending: 1, confirmed: 1, unsubscribed: 1 },
};

beforeEach(() => {
  global.fetch = jest.fn(async () => answer(200, LIST)) as unknown as typeof fetch;
});

const renderList = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NewsletterList />
    </SWRConfig>,
  );

describe('the owner’s newsletter list', () => {
  it('shows each address with its state, the counts and the CSV export', async () => {
    renderList();
    const table = await screen.findByTestId('newsletter-list');
    const rowOf = (email: string) => within(table).getByText(email).closest('tr')!;
    expect(rowOf('pending@example.com')).toHaveTextContent('Pending');
    expect(rowOf('fan@example.com')).toHaveTextContent('Confirmed');
    expect(rowOf('gone@example.com')).toHaveTextContent('Unsubscribed');
    expect(screen.getByTestId('newsletter-counts')).toHaveTextContent(
      '1 confirmed, 1 pending, 1 unsubscribed',
    );
    expect(screen.getByTestId('newsletter-export')).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers.csv',
    );
  });

  it('says why when the list cannot be loaded', async () => {
    global.fetch = jest.fn(async () =>
      answer(403, { error: 'Only the store owner can do that', code: 'ADMIN_ONLY' }),
    ) as unknown as typeof fetch;
    renderList();
    expect(
      await screen.findByText(/Only the store owner can do that|could not be loaded/),
    ).toBeInTheDocument();
  });
});
