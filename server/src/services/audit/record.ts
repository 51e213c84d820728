/**
 * One function writes a line of the activity log. Called with the transaction of the change where
 * the service has one, so a change rolled back leaves no line.
 */
import type { Database } from '@server/db/client';
import { insertAuditLine } from '@server/repositories/audit-log';
import type { AuditActor } from './actor';
import { diffFields, type FieldChanges } from './diff';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AuditChangeInput = {
  /** `area.verb`: `product.update`, `settings.theme`, `api-key.revoke`, … */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** A line for people: the product's name, the code, the domain. */
  summary?: string;
  /** The record before and after, as the api speaks it: the log keeps only the fields that differ. */
  before?: unknown;
  after?: unknown;
  /** Facts beside the fields (counts of an import, a backup's file), written as `from: null`. */
  facts?: Record<string, unknown>;
};

/** The field changes a line keeps: the diff of before and after, then the facts. */
export function changesOf(change: AuditChangeInput): FieldChanges {
  const changes =
    change.before === undefined && change.after === undefined ? {} : diffFields(change.before, change.after);
  for (const [field, value] of Object.entries(change.facts ?? {})) changes[field] = { from: null, to: value };
  return changes;
}

/** Appends a line for `change` made by `actor`; `db` is the change's transaction where there is one. */
export async function recordChange(db: Database | Tx, actor: AuditActor, change: AuditChangeInput) {
  await insertAuditLine(db, {
    tenantId: actor.tenantId,
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: change.subjectId ?? null,
    summary: (change.summary ?? '').slice(0, 300),
    changes: changesOf(change),
    ip: actor.ip,
  });
}
