'use client';

import { useEffect, useState } from 'react';
import { isClientError } from '@/lib/client/bff-call';
import { downloadAuditCsv, fetchAuditPage, type AuditFilters } from '@/lib/client/audit';
import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  formatAuditValue,
  type AuditEntry,
  type AuditList,
} from '@/lib/schemas/audit';

const EMPTY: AuditFilters = { actor: '', kind: '', from: '', to: '' };
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A line's changed fields, one `field: before → after` each. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="admin-table__muted">—</span>;
  return (
    <ul className="audit-log__changes">
      {entry.changes.map(({ field, from, to }) => (
        <li key={field} data-testid="audit-change">
          <span className="audit-log__field">{field}</span>:{' '}
          <del className="audit-log__from">{formatAuditValue(field, from)}</del> →{' '}
          <ins className="audit-log__to">{formatAuditValue(field, to)}</ins>
        </li>
      ))}
    </ul>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="audit-log__scroll" role="region" aria-label="Activity" tabIndex={0}>
      <table className="admin-table audit-log__table" data-testid="audit-table">
        <caption className="visually-hidden">The store’s activity, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-row">
              <td data-label="When">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </td>
              <td data-label="Who">
                {entry.actor.email ?? 'API key'}
                {entry.actor.role ? <span className="admin-table__muted"> · {entry.actor.role}</span> : null}
                {entry.ip ? <span className="admin-table__muted audit-log__ip"> · {entry.ip}</span> : null}
              </td>
              <td data-label="What">
                <span className="audit-log__action">{entry.action}</span> {entry.summary}
              </td>
              <td data-label="Changes">
                <AuditChanges entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FilterBar({
  filters,
  people,
  onChange,
}: {
  filters: AuditFilters;
  people: AuditList['people'];
  onChange: (filters: AuditFilters) => void;
}) {
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  return (
    <div className="audit-log__filters" role="group" aria-label="Filters">
      <label className="field">
        <span className="field__label">Person</span>
        <select className="input" value={filters.actor} onChange={set('actor')}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.email ?? person.id}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Kind</span>
        <select className="input" value={filters.kind} onChange={set('kind')}>
          <option value="">Everything</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">From</span>
        <input className="input" type="date" value={filters.from} onChange={set('from')} />
      </label>
      <label className="field">
        <span className="field__label">To</span>
        <input className="input" type="date" value={filters.to} onChange={set('to')} />
      </label>
    </div>
  );
}

/** The owner's Activity log: who changed what and when, filtered, paged, and saved as CSV. */
export function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  // The cursors of the pages before this one; the last is this page's own.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<AuditList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cursor = cursors[cursors.length - 1];

  useEffect(() => {
    let live = true;
    void fetchAuditPage(filters, cursor).then((result) => {
      if (!live) return;
      if (isClientError(result)) setError(result.error);
      else {
        setError(null);
        setPage(result);
      }
    });
    return () => {
      live = false;
    };
  }, [filters, cursor]);

  const changeFilters = (next: AuditFilters) => {
    setFilters(next);
    setCursors([null]);
  };
  const exportCsv = async () => {
    const result = await downloadAuditCsv(filters);
    setNotice(isClientError(result) ? result.error : `Saved ${result.filename}`);
  };

  return (
    <section className="audit-log" aria-labelledby="audit-title">
      <div className="audit-log__head">
        <h1 id="audit-title">Activity log</h1>
        <button type="button" className="button" onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      <p className="admin-table__muted">
        Every change made in the back-office, kept for at least a year. Nobody can change or delete a line.
      </p>
      <FilterBar filters={filters} people={page?.people ?? []} onChange={changeFilters} />
      <p role="status" className="audit-log__notice">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {page && page.entries.length === 0 ? <p>No activity matches these filters.</p> : null}
      {page && page.entries.length > 0 ? <AuditTable entries={page.entries} /> : null}
      <nav className="audit-log__pager" aria-label="Pages">
        <button
          type="button"
          className="button"
          disabled={cursors.length < 2}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Newer
        </button>
        <button
          type="button"
          className="button"
          disabled={!page?.nextCursor}
          onClick={() => page?.nextCursor && setCursors([...cursors, page.nextCursor])}
        >
          Older
        </button>
      </nav>
    </section>
  );
}
