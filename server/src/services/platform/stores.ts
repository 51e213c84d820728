/**
 * The operator's view of the platform's stores, and suspending or resuming one. A suspension is
 * written to the store's own activity log (by "Platform operator"), in the transaction of the change.
 */
import type { StoreStatus } from '@/lib/constants/staff';
import {
  OPERATOR_FIGURES_DAYS,
  OPERATOR_STORES_PAGE_SIZE,
  PLATFORM_OPERATOR_ACTOR,
  type OperatorStoreList,
} from '@/lib/schemas/operator-stores';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import {
  countStores,
  findStoresWithFigures,
  lockStoreStatus,
  setStoreStatus,
} from '@server/repositories/platform-stores';
import { recordChange } from '../audit/record';

const DAY_MS = 86_400_000;

/** One page of the stores with their owner and their sold orders of the last 30 days. */
export async function listStoresForOperator(
  db: Database,
  page: number,
  now = new Date(),
): Promise<OperatorStoreList> {
  const since = new Date(now.getTime() - OPERATOR_FIGURES_DAYS * DAY_MS);
  const offset = (page - 1) * OPERATOR_STORES_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findStoresWithFigures(db, since, OPERATOR_STORES_PAGE_SIZE, offset),
    countStores(db),
  ]);
  return {
    stores: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      ownerEmail: row.ownerEmail,
      orders30Days: row.orders,
      revenue30DaysCents: row.revenueCents,
      status: row.status,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      origin: row.origin,
    })),
    page,
    pageSize: OPERATOR_STORES_PAGE_SIZE,
    total,
  };
}

/**
 * Suspends or resumes a store (404 when there is none); the same status again changes nothing and
 * writes no line. Returns the store's status after.
 */
export async function setStoreStatusAsOperator(
  db: Database,
  storeId: string,
  status: StoreStatus,
  ip: string | null,
): Promise<{ id: string; status: StoreStatus; changed: boolean }> {
  return db.transaction(async (tx) => {
    const before = await lockStoreStatus(tx, storeId);
    if (!before)
      throw new ApiError({ status: 404, code: 'TENANT_NOT_FOUND', message: `Unknown store: ${storeId}` });
    if (before.status === status) return { id: storeId, status, changed: false };
    const at = new Date();
    await setStoreStatus(tx, storeId, status, at);
    const actor = { tenantId: storeId, id: null, email: PLATFORM_OPERATOR_ACTOR, role: 'operator', ip };
    await recordChange(tx, actor, {
      action: status === 'suspended' ? 'store.suspend' : 'store.resume',
      subjectType: 'store',
      subjectId: storeId,
      summary: before.name,
      before: { status: before.status, suspendedAt: before.suspendedAt },
      after: { status, suspendedAt: status === 'suspended' ? at : null },
    });
    return { id: storeId, status, changed: true };
  });
}
