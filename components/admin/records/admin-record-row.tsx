'use client';

import type { ReactNode } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { MESSAGES } from '@/lib/messages';

type Props = {
  /** The row's accessible name. */
  label: string;
  title: ReactNode;
  detail: ReactNode;
  testId: string;
  /** None: the record is only added and deleted. */
  onEdit?: () => void;
  onDelete: () => void;
  /** More lines under the detail. */
  children?: ReactNode;
};

/** One record of a back-office list: its title and a line of detail, then Edit and Delete. */
export function AdminRecordRow({ label, title, detail, testId, onEdit, onDelete, children }: Props) {
  return (
    <li className="admin-events__item" aria-label={label} data-testid={testId}>
      <div>
        <p className="admin-events__title">{title}</p>
        <p className="admin-settings__muted">{detail}</p>
        {children}
      </div>
      <div className="admin-events__actions">
        {onEdit && (
          <button type="button" className="button button--small button--ghost" onClick={onEdit}>
            Edit
          </button>
        )}
        <button type="button" className="button button--small button--danger" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

/** The list's state before it has records to show: its load failing, loading, or empty. */
export function AdminRecordsState({
  data,
  error,
  empty,
}: {
  data: unknown[] | undefined;
  error: unknown;
  empty: string;
}) {
  if (!data) return <LoadState error={error} failed={MESSAGES.generic} />;
  if (data.length === 0) return <p className="admin-settings__muted">{empty}</p>;
  return null;
}
