/**
 * Product handles: every product's address in the shop (`/product/{handle}`). A handle comes from
 * the name, or from an imported file's Handle, and is unique in the store ("ring", "ring-2", …);
 * another store's identical handle is no collision. A renamed handle keeps its old address
 * answering: a redirect from the old path to the new one, and every redirect that pointed at the
 * old path now points at the new one, so none chains.
 */
import { REDIRECT_MESSAGES } from '@/lib/messages/redirects';
import { handleFromName, productPath } from '@/lib/product-address';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import {
  deleteRedirectFrom,
  findHandlesLike,
  findProductIdByHandle,
  findRedirectByFrom,
  lockStoreHandles,
  lockStoreRedirects,
  retargetRedirectRows,
  upsertRedirectRow,
} from '@server/repositories/redirects';
import type { Tx } from '@server/repositories/stores';
import { checkRoom } from './redirects';

type Executor = Database | Tx;

export const handleTaken = (handle: string) =>
  new ApiError({
    status: 409,
    code: 'HANDLE_TAKEN',
    message: REDIRECT_MESSAGES.handleTaken(handle),
    field: 'handle',
  });

/** The first of `base`, `base-2`, `base-3` … that is not taken. */
function firstFree(base: string, taken: (handle: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A handle for a new product of the store: `wanted` (a name, or an imported file's Handle) made
 * into lower-case words joined by hyphens, with -2, -3 … when the store already uses it. Inside a
 * transaction, the store's handles stay locked until it ends, so call it just before the insert.
 */
export async function uniqueHandle(db: Executor, tenantId: string, wanted: string): Promise<string> {
  if ('rollback' in db) await lockStoreHandles(db, tenantId);
  const base = handleFromName(wanted);
  const taken = await findHandlesLike(db, tenantId, base);
  return firstFree(base, (handle) => taken.has(handle));
}

/**
 * Handles for a batch of new products of one store (a Notion pull, a restore, a seed): each row
 * without one gets one from its name, unique in the store and within the batch.
 */
export async function withHandles<Row extends { name: string; handle?: string | null }>(
  tx: Tx,
  tenantId: string,
  rows: Row[],
): Promise<(Row & { handle: string })[]> {
  if (rows.length === 0) return [];
  await lockStoreHandles(tx, tenantId);
  const stored = new Map<string, Set<string>>();
  const assigned = new Set<string>();
  const result: (Row & { handle: string })[] = [];
  for (const row of rows) {
    const base = handleFromName(row.handle || row.name);
    let taken = stored.get(base);
    if (!taken) {
      taken = await findHandlesLike(tx, tenantId, base);
      stored.set(base, taken);
    }
    const inStore = taken;
    const handle = firstFree(base, (candidate) => inStore.has(candidate) || assigned.has(candidate));
    assigned.add(handle);
    result.push({ ...row, handle });
  }
  return result;
}

/** Refuses (409 naming `handle`) a handle another product of the store has. */
export async function checkHandleFree(tx: Tx, tenantId: string, productId: string, handle: string) {
  await lockStoreHandles(tx, tenantId);
  const holder = await findProductIdByHandle(tx, tenantId, handle);
  if (holder && holder.id !== productId) throw handleTaken(handle);
}

/**
 * After a product's handle changed from `from` to `to`: the old address redirects to the new one,
 * redirects that pointed at the old one point at the new one, and the new address, served again,
 * redirects nowhere.
 */
export async function keepOldHandleAnswering(tx: Tx, tenantId: string, from: string | null, to: string) {
  if (!from || from === to) return;
  const oldPath = productPath({ id: '', handle: from });
  const newPath = productPath({ id: '', handle: to });
  await lockStoreRedirects(tx, tenantId);
  // The old address's redirect counts against the store's limit like one the owner adds.
  if (!(await findRedirectByFrom(tx, tenantId, oldPath))) await checkRoom(tx, tenantId, 1);
  await retargetRedirectRows(tx, tenantId, oldPath, newPath);
  await deleteRedirectFrom(tx, tenantId, newPath);
  await upsertRedirectRow(tx, tenantId, oldPath, newPath);
}
