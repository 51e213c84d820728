/**
 * The activity log as the owner reads it: filtered by person, area and the store's days, newest
 * first in pages (keyset), and the same lines as a CSV file read page by page.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { STORE_TIME_ZONE } from '@/lib/constants/analytics';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_PAGE_SIZE,
  formatAuditValue,
  kindOfAction,
  type AuditEntry,
  type AuditList,
  type AuditQuery,
} from '@/lib/schemas/audit';
import type { Database } from '@server/db/client';
import {
  findAuditLines,
  findAuditPeople,
  type AuditFilter,
  type AuditLine,
} from '@server/repositories/audit-log';
import { daysSpan } from '@server/repositories/revenue';

const CSV_BATCH = 500;

function filterOf(query: AuditQuery): AuditFilter {
  const span = daysSpan(query.from ?? '1970-01-01', query.to ?? '9999-12-30', STORE_TIME_ZONE);
  const [at, id] = query.cursor ? query.cursor.split('~') : [];
  return {
    actorId: query.actor,
    kind: query.kind,
    from: query.from ? span.from : undefined,
    to: query.to ? span.to : undefined,
    before: at ? { at, id: Number(id) } : undefined,
  };
}

/** A line as the api answers it. */
export function toAuditEntry(line: AuditLine): AuditEntry {
  return {
    id: line.id,
    at: line.createdAt.toISOString(),
    actor: { id: line.actorId, email: line.actorEmail, role: line.actorRole },
    action: line.action,
    kind: kindOfAction(line.action),
    subjectType: line.subjectType,
    subjectId: line.subjectId,
    summary: line.summary,
    changes: Object.entries(line.changes ?? {}).map(([field, change]) => ({
      field,
      from: change.from ?? null,
      to: change.to ?? null,
    })),
    ip: line.ip,
  };
}

/** One page of the store's log for `query`, with the cursor of the next and the people filter. */
export async function listAudit(db: Database, tenantId: string, query: AuditQuery): Promise<AuditList> {
  const lines = await findAuditLines(db, tenantId, filterOf(query), AUDIT_PAGE_SIZE + 1);
  const page = lines.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(toAuditEntry),
    nextCursor: lines.length > AUDIT_PAGE_SIZE && last ? `${last.preciseAt}~${last.id}` : null,
    people: await findAuditPeople(db, tenantId),
  };
}

/** A cell a spreadsheet would run as a formula starts with a quote instead. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A CSV row for a line: its changes as `field: before → after`, separated by semicolons. */
export function auditCsvRow(entry: AuditEntry): string[] {
  const changes = entry.changes
    .map(({ field, from, to }) =>
      from === null && to !== null && entry.action.endsWith('.import')
        ? `${field}: ${formatAuditValue(field, to)}`
        : `${field}: ${formatAuditValue(field, from)} → ${formatAuditValue(field, to)}`,
    )
    .join('; ');
  return [
    entry.at,
    cell(entry.actor.email ?? ''),
    entry.actor.role ?? '',
    entry.action,
    entry.subjectType,
    entry.subjectId ?? '',
    cell(entry.summary),
    cell(changes),
    entry.ip ?? '',
  ];
}

/** The store's lines for `query` (every page) as CSV, read a batch at a time as the file is sent. */
export function auditCsvStream(db: Database, tenantId: string, query: AuditQuery): Readable {
  const filter = filterOf({ ...query, cursor: undefined });
  async function* rows() {
    yield stringify([AUDIT_CSV_COLUMNS]);
    let before: AuditFilter['before'];
    for (;;) {
      const lines = await findAuditLines(db, tenantId, { ...filter, before }, CSV_BATCH);
      if (lines.length === 0) return;
      yield stringify(lines.map((line) => auditCsvRow(toAuditEntry(line))));
      const last = lines[lines.length - 1];
      if (lines.length < CSV_BATCH) return;
      before = { at: last.preciseAt, id: last.id };
    }
  }
  return Readable.from(rows());
}
