'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { BASKET_REMINDERS_PATH, fetchBasketReminders } from '@/lib/client/basket-reminders';
import type { SentReminder } from '@/lib/schemas/basket-reminders';
import { ReminderSettingsForm } from './reminder-settings-form';

const when = (at: string | null) =>
  at ? new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function ReminderRow({ row }: { row: SentReminder }) {
  return (
    <tr>
      <td>{row.email}</td>
      <td>{when(row.sentAt)}</td>
      <td>{row.pieces}</td>
      <td>{when(row.openedAt)}</td>
      <td>
        {row.recoveredOrderId ? (
          <Link href={`/admin/orders/${row.recoveredOrderId}`}>Order {row.recoveredOrderNumber}</Link>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/** Basket reminders: the settings, how many were reminded and came back, and each reminder sent. */
export function BasketReminders() {
  const { data, error, mutate } = useSWR(BASKET_REMINDERS_PATH, fetchBasketReminders, {
    revalidateOnFocus: false,
  });
  if (!data) return <LoadState error={error} failed="The basket reminders could not be loaded." />;
  const { counts, reminders, settings } = data;
  return (
    <>
      <section className="admin-panel" aria-labelledby="basket-reminder-settings-title">
        <h2 id="basket-reminder-settings-title" className="section__title">
          Settings
        </h2>
        <ReminderSettingsForm
          settings={settings}
          onSaved={(saved) => void mutate({ ...data, settings: saved })}
        />
      </section>
      <section className="admin-panel" aria-labelledby="basket-reminder-list-title">
        <h2 id="basket-reminder-list-title" className="section__title">
          Reminded baskets
        </h2>
        <p data-testid="basket-reminder-counts">
          {counts.reminded} reminded, {counts.cameBack} came back with an order
        </p>
        {reminders.length === 0 ? (
          <p>No basket has been reminded yet.</p>
        ) : (
          <div className="newsletter-list__scroll">
            <table className="admin-orders__table" data-testid="basket-reminder-list">
              <caption className="visually-hidden">Basket reminders sent, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Pieces</th>
                  <th scope="col">Opened</th>
                  <th scope="col">Order</th>
                </tr>
              </thead>
              <tbody>
                {reminders.map((row) => (
                  <ReminderRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
