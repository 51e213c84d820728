'use client';

import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AdminRecordsState } from './admin-record-row';
import type { useAdminRecords } from './use-admin-records';

type Records<T extends { id: string }> = ReturnType<typeof useAdminRecords<T>>;

type Props<T extends { id: string }> = {
  records: Records<T>;
  /** The add button's words, and the add form's section name. */
  addLabel: string;
  addSection: string;
  empty: string;
  /** The form for a new record (none given) or the one being edited. */
  form: (record?: T) => ReactNode;
  /** The deletion's question: its title, confirming button, consequence and test id. */
  deletion: (record: T) => { title: string; confirmLabel: string; warning: string; testId: string };
  /** The list (or lists) of records, each through RecordItem. */
  children: ReactNode;
};

/**
 * A back-office list of records the owner adds, edits and deletes: the deletion's refusal, the add
 * form (or its button), the list's state, the list, and the question before a deletion.
 */
export function RecordsManager<T extends { id: string }>(props: Props<T>) {
  const { records, form, children } = props;
  const deletion = records.deleting && props.deletion(records.deleting);
  return (
    <div className="admin-events">
      {records.failure && (
        <p className="notice notice--error" role="alert">
          {records.failure}
        </p>
      )}
      {records.editing?.kind === 'new' ? (
        <section className="admin-panel" aria-label={props.addSection}>
          {form()}
        </section>
      ) : (
        <button type="button" className="button" onClick={() => records.setEditing({ kind: 'new' })}>
          {props.addLabel}
        </button>
      )}
      <AdminRecordsState data={records.data} error={records.error} empty={props.empty} />
      {children}
      {deletion && (
        <ConfirmDialog
          title={deletion.title}
          confirmLabel={deletion.confirmLabel}
          busyLabel="Deleting…"
          busy={records.busy}
          onConfirm={() => void records.confirmDelete()}
          onCancel={() => records.setDeleting(null)}
          testId={deletion.testId}
        >
          <p>{deletion.warning}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** A record of the list: its form while it is edited, otherwise its row. */
export function RecordItem<T extends { id: string }>({
  records,
  record,
  form,
  children,
}: {
  records: Records<T>;
  record: T;
  form: (record: T) => ReactNode;
  children: ReactNode;
}) {
  const editing = records.editing?.kind === 'edit' && records.editing.record.id === record.id;
  if (!editing) return children;
  return <li className="admin-events__item admin-events__item--editing">{form(record)}</li>;
}
