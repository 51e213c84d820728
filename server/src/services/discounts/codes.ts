/**
 * The owner's discount codes (back-office Discounts): list with paid uses and revenue, add,
 * change and delete. A code is unique in its store whatever its case (409 naming `code`); the
 * products and categories a code names must be the store's (400 naming the field).
 */
import { DISCOUNT_MESSAGES, STORE_DISCOUNTS_MAX } from '@/lib/constants/discounts';
import { toCents, toDollars } from '@/lib/money';
import type { Discount, DiscountBody } from '@/lib/schemas/discounts';
import type { Database } from '@server/db/client';
import { ApiError, isUniqueViolation } from '@server/errors';
import { findStoreCategoryIds } from '@server/repositories/categories';
import {
  countDiscountRows,
  deleteDiscountRow,
  findStoreProductIds,
  insertDiscountRow,
  listDiscountRows,
  updateDiscountRow,
  type DiscountCodeRow,
  type NewDiscountCode,
} from '@server/repositories/discounts';

type Totals = { uses: number; revenue: number; discounted: number };

const toDiscount = (row: DiscountCodeRow, totals: Totals): Discount => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.kind === 'amount' ? toDollars(row.value) : row.value,
  appliesTo: row.appliesTo,
  productIds: row.productIds,
  categoryIds: row.categoryIds,
  minOrder: row.minOrderCents === null ? null : toDollars(row.minOrderCents),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  oncePerCustomer: row.oncePerCustomer,
  uses: Number(totals.uses),
  revenue: toDollars(Number(totals.revenue)),
  discounted: toDollars(Number(totals.discounted)),
  createdAt: row.createdAt.toISOString(),
});

const notFoundError = () => new ApiError({ status: 404, code: 'DISCOUNT_NOT_FOUND' });

/** The body as stored, once its products and categories are found to be the store's. */
async function toValues(db: Database, tenantId: string, body: DiscountBody): Promise<NewDiscountCode> {
  const productIds = body.appliesTo === 'products' ? [...new Set(body.productIds)] : [];
  const categoryIds = body.appliesTo === 'categories' ? [...new Set(body.categoryIds)] : [];
  if ((await findStoreProductIds(db, tenantId, productIds)).size !== productIds.length)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'A chosen product is not one of this store’s',
      field: 'productIds',
    });
  if ((await findStoreCategoryIds(db, tenantId, categoryIds)).size !== categoryIds.length)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'A chosen category is not one of this store’s',
      field: 'categoryIds',
    });
  return {
    code: body.code,
    kind: body.kind,
    value: body.kind === 'amount' ? toCents(body.value) : body.value,
    appliesTo: body.appliesTo,
    productIds,
    categoryIds,
    minOrderCents: body.minOrder == null ? null : toCents(body.minOrder),
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    usageLimit: body.usageLimit ?? null,
    oncePerCustomer: body.oncePerCustomer,
  };
}

const codeTaken = (code: string) =>
  new ApiError({
    status: 409,
    code: 'CODE_TAKEN',
    message: DISCOUNT_MESSAGES.codeTaken(code),
    field: 'code',
  });

export async function listDiscounts(db: Database, tenantId: string): Promise<Discount[]> {
  return (await listDiscountRows(db, tenantId)).map((row) => toDiscount(row.code, row));
}

async function discountById(db: Database, tenantId: string, id: string): Promise<Discount> {
  const found = (await listDiscountRows(db, tenantId)).find((row) => row.code.id === id);
  if (!found) throw notFoundError();
  return toDiscount(found.code, found);
}

export async function createDiscount(db: Database, tenantId: string, body: DiscountBody): Promise<Discount> {
  if ((await countDiscountRows(db, tenantId)) >= STORE_DISCOUNTS_MAX)
    throw new ApiError({ status: 409, code: 'TOO_MANY_DISCOUNTS' });
  const values = await toValues(db, tenantId, body);
  try {
    const row = await insertDiscountRow(db, tenantId, values);
    return toDiscount(row, { uses: 0, revenue: 0, discounted: 0 });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
}

/** Changes a code; its uses so far stay counted (a lower limit only stops new ones). */
export async function updateDiscount(
  db: Database,
  tenantId: string,
  id: string,
  body: DiscountBody,
): Promise<Discount> {
  const values = await toValues(db, tenantId, body);
  try {
    const row = await updateDiscountRow(db, tenantId, id, values);
    if (!row) throw notFoundError();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
  return discountById(db, tenantId, id);
}

/** Deletes a code; the orders that used it keep their discount and its text. */
export async function deleteDiscount(db: Database, tenantId: string, id: string) {
  const row = await deleteDiscountRow(db, tenantId, id);
  if (!row) throw notFoundError();
  return { success: true as const, id: row.id };
}
