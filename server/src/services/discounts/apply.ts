/**
 * Codes at checkout. The shopper's Apply checks a code against the basket without holding
 * anything; the payment's transaction checks it again with the code's row locked and holds one
 * use beside the stock, so the amount charged is the one the shopper confirmed and two shoppers
 * never both take a code's last use. The use is counted when the paid order is written.
 */
import type { Database } from '../../db/client';
import {
  categoriesOfProducts,
  countLiveHolds,
  customerHasCode,
  findCodeByText,
  findRedemptionOfPayment,
  insertRedemption,
  lockCodeById,
  releaseExpiredHolds,
  type DiscountCodeRow,
  type RedemptionRow,
} from '../../repositories/discounts';
import type { Tx } from '../../repositories/stores';
import {
  alreadyUsed,
  checkDates,
  computeDiscount,
  invalidCode,
  needsEmail,
  usedUp,
  type DiscountLine,
  type DiscountShare,
} from './rules';

export type AppliedDiscount = DiscountShare & {
  codeId: string;
  code: string;
  /** Set only for a once-per-customer code: who it is counted against. */
  customerKey: string | null;
};

/** Who a once-per-customer code counts against: the email (how the store knows a customer), else the account. */
export function customerKeyOf(email?: string | null, userId?: string | null): string | null {
  if (email?.trim()) return `email:${email.trim().toLowerCase()}`;
  return userId ? `user:${userId}` : null;
}

/** Whether one more use fits the code's limit, and the customer has not used it (payments `except` aside). */
async function checkUses(
  db: Database | Tx,
  code: DiscountCodeRow,
  customerKey: string | null,
  except: string[] = [],
): Promise<void> {
  if (code.usageLimit !== null) {
    const held = await countLiveHolds(db, code.tenantId, code.id, except);
    if (code.usesCount + held >= code.usageLimit) throw usedUp();
  }
  if (!code.oncePerCustomer) return;
  if (!customerKey) throw needsEmail();
  if (await customerHasCode(db, code.tenantId, code.id, customerKey, except)) throw alreadyUsed();
}

/**
 * A code checked against a priced basket: it exists, is within its dates and limits, and covers a
 * line. With a transaction, the code's row stays locked until it ends.
 */
export async function checkDiscount(
  db: Database | Tx,
  tenantId: string,
  input: {
    code: string;
    lines: DiscountLine[];
    customerKey: string | null;
    lock?: boolean;
    /** Payments this one replaces (the shopper's own checkout): their uses do not count. */
    replacing?: string[];
  },
): Promise<AppliedDiscount> {
  const code = await findCodeByText(db, tenantId, input.code, input.lock ?? false);
  if (!code) throw invalidCode();
  checkDates(code);
  await checkUses(db, code, code.oncePerCustomer ? input.customerKey : null, input.replacing);
  const categories =
    code.appliesTo === 'categories'
      ? await categoriesOfProducts(
          db,
          tenantId,
          input.lines.map((line) => line.productId),
        )
      : new Map<string, string[]>();
  return {
    ...computeDiscount(code, input.lines, categories),
    codeId: code.id,
    code: code.code,
    customerKey: code.oncePerCustomer ? input.customerKey : null,
  };
}

/** Records the use a payment holds, until its stock hold expires. */
export async function holdDiscountUse(
  tx: Tx,
  tenantId: string,
  applied: AppliedDiscount,
  paymentId: string,
  expiresAt: Date,
): Promise<void> {
  if (applied.customerKey) await releaseExpiredHolds(tx, tenantId, applied.codeId, applied.customerKey);
  await insertRedemption(tx, {
    tenantId,
    codeId: applied.codeId,
    code: applied.code,
    paymentId,
    customerKey: applied.customerKey,
    discountCents: applied.discountCents,
    lineDiscounts: applied.lineDiscounts,
    expiresAt,
  });
}

/**
 * Inside the transaction that writes a paid payment's order, before any stock is taken: the code
 * the payment used, or null. A use held past its expiry counts only if the code still has one to
 * give (and the customer has not used it since); else 'gone', and the payment is refunded as for
 * stock sold meanwhile. A code the owner deleted meanwhile is honoured: the shopper paid that amount.
 */
export async function discountOfPayment(
  tx: Tx,
  tenantId: string,
  paymentId: string,
): Promise<RedemptionRow | null | 'gone'> {
  const row = await findRedemptionOfPayment(tx, tenantId, paymentId);
  if (!row || !row.codeId || row.status === 'used') return row ?? null;
  const code = await lockCodeById(tx, tenantId, row.codeId);
  if (!code || (row.status === 'held' && row.expiresAt > new Date())) return row;
  try {
    await checkUses(tx, code, row.customerKey, [paymentId]);
  } catch {
    return 'gone';
  }
  if (row.customerKey) await releaseExpiredHolds(tx, tenantId, code.id, row.customerKey);
  return row;
}
