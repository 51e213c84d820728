/**
 * The activity log for a route whose service keeps its transaction to itself: the record is read
 * before, the change runs, and the line is written once it has succeeded (a change that fails or
 * rolls back writes none). Services that open their own transaction call `recordChange` inside it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf } from './actor';
import { recordChange } from './record';

export type AuditSpec<T> = {
  action: string;
  subjectType: string;
  subjectId?: string | null | ((result: NonNullable<T>) => string | null | undefined);
  summary?: string | ((result: NonNullable<T>, before: unknown) => string | undefined);
  /** Reads the record as it stands before the change (null for a creation). */
  before?: () => Promise<unknown>;
  /** The record after the change; the service's answer unless given (null for a deletion). */
  after?: (result: NonNullable<T>, before: unknown) => unknown;
  /** Facts beside the fields: counts of an import, a backup's file. */
  facts?: (result: NonNullable<T>) => Record<string, unknown>;
  /** No line when this says the answer changed nothing (a retry answered with the change it repeats). */
  unchanged?: (result: NonNullable<T>, before: unknown) => boolean;
};

const resolve = <T, V>(
  value: V | ((result: T, before: unknown) => V) | undefined,
  result: T,
  before: unknown,
) => (typeof value === 'function' ? (value as (result: T, before: unknown) => V)(result, before) : value);

/** Runs `change` and writes its line with who, when, from where and the fields before → after. */
export async function withAudit<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: AuditSpec<T>,
  change: () => Promise<T>,
): Promise<T> {
  const actor = auditActorOf(app, request);
  const before = spec.before ? await spec.before().catch(() => null) : undefined;
  const result = await change();
  // Nothing was found to change (a 404 answered as a value): no line.
  if (result === null || result === undefined || result === false) return result;
  const done = result as NonNullable<T>;
  if (spec.unchanged?.(done, before)) return result;
  const after = spec.after ? spec.after(done, before) : done;
  await recordChange(app.db, await actor, {
    action: spec.action,
    subjectType: spec.subjectType,
    subjectId: resolve(spec.subjectId, done, before) ?? idOf(after) ?? idOf(before) ?? null,
    summary: resolve(spec.summary, done, before) ?? nameOf(after) ?? nameOf(before) ?? '',
    before: spec.before ? before : undefined,
    after,
    facts: spec.facts?.(done),
  });
  return result;
}

const idOf = (record: unknown) =>
  typeof record === 'object' && record !== null && typeof (record as { id?: unknown }).id === 'string'
    ? (record as { id: string }).id
    : undefined;

/** The item of `list` with this id, or null: the "before" of a record its service only lists. */
export async function findIn<R extends { id: string }>(list: Promise<R[]>, id: string): Promise<R | null> {
  return (await list).find((item) => item.id === id) ?? null;
}

/** The name a record goes by in a line: its name, title, code or host. */
export function nameOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const fields = record as Record<string, unknown>;
  for (const key of ['name', 'title', 'code', 'domain', 'host', 'filename', 'email']) {
    if (typeof fields[key] === 'string' && fields[key]) return fields[key] as string;
  }
  return undefined;
}
