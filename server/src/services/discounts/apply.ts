/**
 * Codes at checkout. The shopper's Apply checks a code against the basket without holding
 * anything; the payment's transaction checks it again with the code's row locked and holds one
 * use beside the stock, so the amount charged is the one the shopper confirmed and two shoppers
 * never both take a code's last use. The use is counted when the paid order is written.
 */
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
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
} from '@server/repositories/discounts';
import { findAccountEmail } from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
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
import { emailKeyOf, erasedKeyOf } from './customer-keys';

export type AppliedDiscount = DiscountShare & {
  codeId: string;
  code: string;
  /** Set only for a once-per-customer code: who it is counted against. */
  customerKey: string | null;
};

/** Who is using a code, as the caller knows them: the details' email and the signed-in account. */
export type CodeUser = { email?: string | null; userId?: string | null };
/** Who a once-per-customer code counts against: the redemption's key, and the account if signed in. */
type CodeCustomer = { key: string; userId: string | null };

/**
 * Who a once-per-customer code counts against. A signed-in customer is their account (and its
 * email), whichever email the details carry; a guest is the details' email. Null: nobody to count.
 */
async function codeCustomerOf(
  db: Database | Tx,
  tenantId: string,
  user: CodeUser,
): Promise<CodeCustomer | null> {
  if (user.userId) {
    const accountEmail = await findAccountEmail(db, tenantId, user.userId);
    return { key: accountEmail ? emailKeyOf(accountEmail) : `user:${user.userId}`, userId: user.userId };
  }
  return user.email?.trim() ? { key: emailKeyOf(user.email), userId: null } : null;
}

/** Whether one more use fits the code's limit (payments `except` aside). */
async function checkLimit(db: Database | Tx, code: DiscountCodeRow, except: string[] = []): Promise<void> {
  if (code.usageLimit === null) return;
  const held = await countLiveHolds(db, code.tenantId, code.id, except);
  if (code.usesCount + held >= code.usageLimit) throw usedUp();
}

/** Refuses a once-per-customer code to a customer who used it or holds it elsewhere (payments `except` aside). */
async function checkCustomer(
  db: Database | Tx,
  code: DiscountCodeRow,
  customer: CodeCustomer | null,
  except: string[] = [],
): Promise<void> {
  if (!code.oncePerCustomer) return;
  if (!customer) throw needsEmail();
  const keys = [customer.key, erasedKeyOf(code.tenantId, customer.key)];
  if (await customerHasCode(db, code.tenantId, code.id, { keys, userId: customer.userId }, except))
    throw alreadyUsed();
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
    customer: CodeUser;
    lock?: boolean;
    /** Payments this one replaces (the shopper's own checkout): their uses do not count. */
    replacing?: string[];
    /**
     * False for the public check: whether this customer used a once-per-customer code is not said
     * there (it would tell anyone whether an email had used it), only at checkout and order.
     */
    countCustomer?: boolean;
  },
): Promise<AppliedDiscount> {
  const code = await findCodeByText(db, tenantId, input.code, input.lock ?? false);
  if (!code) throw invalidCode();
  checkDates(code);
  await checkLimit(db, code, input.replacing);
  const customer = code.oncePerCustomer ? await codeCustomerOf(db, tenantId, input.customer) : null;
  if (input.countCustomer === false) {
    if (code.oncePerCustomer && !customer) throw needsEmail();
  } else await checkCustomer(db, code, customer, input.replacing);
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
    customerKey: customer?.key ?? null,
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
 * Inside the transaction that writes a paid payment's order, before any stock is taken, with the
 * code's row locked: the code the payment used, or null. A once-per-customer code is checked
 * again against its customer (the payment's account, else the email it was held for), so no
 * second use slips through between checkout and order. A use held past its expiry counts only if
 * the code still has one to give. Else `refusal` (the shopper's message), and the payment is
 * refunded as for stock sold meanwhile. A code the owner deleted meanwhile is honoured: the
 * shopper paid that amount.
 */
export async function discountOfPayment(
  tx: Tx,
  tenantId: string,
  payment: { id: string; userId: string | null },
): Promise<RedemptionRow | null | { refusal: string }> {
  const row = await findRedemptionOfPayment(tx, tenantId, payment.id);
  if (!row || !row.codeId || row.status === 'used') return row ?? null;
  const code = await lockCodeById(tx, tenantId, row.codeId);
  if (!code) return row;
  const live = row.status === 'held' && row.expiresAt > new Date();
  const customer = row.customerKey ? { key: row.customerKey, userId: payment.userId } : null;
  try {
    if (!live) await checkLimit(tx, code, [payment.id]);
    await checkCustomer(tx, code, customer, [payment.id]);
  } catch (error) {
    if (error instanceof ApiError) return { refusal: error.message };
    throw error;
  }
  if (!live && row.customerKey) await releaseExpiredHolds(tx, tenantId, code.id, row.customerKey);
  return row;
}
