'use client';

import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { fetchNewsletterList, NEWSLETTER_CSV_PATH, NEWSLETTER_LIST_PATH } from '@/lib/client/newsletter-list';
import type { NewsletterStatus } from '@/lib/constants/newsletter';

const STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

const dateOf = (at: string | null) =>
  at ? new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';

/**
 * The store's newsletter list: each address with its state (pending until its mailed link is
 * confirmed; only confirmed ones get the newsletter), when it signed up and confirmed, and the
 * list as CSV.
 */
export function NewsletterList() {
  const { data, error } = useSWR(NEWSLETTER_LIST_PATH, fetchNewsletterList, { revalidateOnFocus: false });
  if (!data) return <LoadState error={error} failed="The newsletter list could not be loaded." />;
  const { counts, subscribers } = data;
  return (
    <section className="admin-panel newsletter-list" aria-labelledby="newsletter-list-title">
      <div className="admin-list-header">
        <h2 id="newsletter-list-title" className="section__title">
          Subscribers
        </h2>
        <a
          className="button button--ghost"
          href={NEWSLETTER_CSV_PATH}
          download
          data-testid="newsletter-export"
        >
          Export CSV
        </a>
      </div>
      <p data-testid="newsletter-counts">
        {counts.confirmed} confirmed, {counts.pending} pending, {counts.unsubscribed} unsubscribed
      </p>
      {subscribers.length === 0 ? (
        <p>No one has signed up yet.</p>
      ) : (
        <div className="newsletter-list__scroll">
          <table className="admin-orders__table" data-testid="newsletter-list">
            <caption className="visually-hidden">Newsletter subscribers, oldest sign-up first</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">State</th>
                <th scope="col">Signed up</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Unsubscribed</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((row) => (
                <tr key={row.email}>
                  <td>{row.email}</td>
                  <td>
                    <span className={`status-badge status-badge--${row.status}`}>
                      {STATUS_LABELS[row.status]}
                    </span>
                  </td>
                  <td>{dateOf(row.createdAt)}</td>
                  <td>{dateOf(row.confirmedAt)}</td>
                  <td>{dateOf(row.unsubscribedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
