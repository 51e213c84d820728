'use client';

import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import useSWR from 'swr';
import { apiKeyUsageKey, fetchApiKeyUsage } from '@/lib/client/api-keys';
import { MESSAGES } from '@/lib/messages';

export const formatWhen = (iso: string | null) =>
  iso ? format(parseISO(iso), 'MMM d, yyyy, h:mm a') : 'Never';

/** A key's usage panel: total usage, last used and uses a day (spec §2). */
export function KeyUsage({ id, name }: { id: string; name: string }) {
  const { data, error, isLoading } = useSWR(apiKeyUsageKey(id), fetchApiKeyUsage, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (isLoading) return <p role="status">{MESSAGES.loading}</p>;
  if (error || !data) {
    return (
      <p role="alert" className="notice notice--error">
        {(error as Error | undefined)?.message}
      </p>
    );
  }
  const busiest = Math.max(1, ...data.usageHistory.map((day) => day.count));
  return (
    <div className="key-usage" data-testid={`usage-${id}`}>
      <dl className="key-usage__totals">
        <div>
          <dt>Total usage</dt>
          <dd>{data.usageCount}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{formatWhen(data.lastUsed)}</dd>
        </div>
      </dl>
      {data.usageHistory.length === 0 ? (
        <p className="key-usage__empty">No uses yet.</p>
      ) : (
        <table className="key-usage__table">
          <caption>Daily usage of {name}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Uses</th>
            </tr>
          </thead>
          <tbody>
            {data.usageHistory.map((day) => (
              <tr key={day.date}>
                <th scope="row">{format(parseISO(day.date), 'MMM d, yyyy')}</th>
                <td>
                  <span
                    className="key-usage__bar"
                    style={{ width: `${(day.count / busiest) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span>{day.count}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
