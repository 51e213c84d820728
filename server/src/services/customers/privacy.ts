/**
 * A person's rights over their data in one store: the download of it, closing their own account,
 * and the owner's erasure for a person who asked by mail. Erasing keeps what the store's books
 * need: each order's money facts (totals, tax lines, items, refunds) and its invoices and credit
 * notes, which are legal records; the person's details on the orders go, and so does everything
 * that is only about them. docs/privacy.md says what goes and what stays.
 */
import type { FastifyInstance } from 'fastify';
import {
  PRIVACY_MESSAGES,
  exportFileName,
  openOrdersMessage,
  type EraseCustomerBody,
  type EraseResult,
} from '@/lib/schemas/privacy';
import { ApiError } from '@server/errors';
import {
  deleteAccount,
  deletePersonRows,
  findAccountByEmail,
  findAccountById,
  findOpenOrderNumbers,
  findPersonOrders,
  hasOpenCheckout,
  rekeyRedemptions,
  scrubOrders,
  scrubPayments,
  type OrderScope,
} from '@server/repositories/privacy';
import type { Tx } from '@server/repositories/stores';
import type { TokenClaims } from '@server/types';
import { verifyPassword } from '../auth/passwords';
import { emailKeyOf, erasedKeyOf } from '../discounts/customer-keys';
import { buildPersonalDataExport } from './privacy-export';

type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;
/**
 * Whom to erase: their email, account and orders. `emailProved`: the email is known to be theirs
 * (a verified account's, or the owner's erasure by email), so what is kept under it (newsletter,
 * notes, mail) is theirs too; an unverified account's address could be anyone's.
 */
type Person = { email: string; account: Account | undefined; scope: OrderScope; emailProved: boolean };

const staffAccount = () =>
  new ApiError({
    status: 409,
    code: 'CONFLICT',
    message: "A store owner's account closes with the store, not here.",
  });

/**
 * A customer's own orders: their account's, and the guest orders under their email once they have
 * proved the email is theirs (verified); an unverified address could be anyone's.
 */
const ownScope = (account: Account): OrderScope => ({
  userId: account.id,
  email: account.emailVerifiedAt ? account.email : null,
  guestsOnly: true,
});

/** The owner's erasure is by email: every order under it, and the account of that email if any. */
const emailScope = (email: string, account: Account | undefined): OrderScope => ({
  userId: account?.id ?? null,
  email,
  guestsOnly: false,
});

/** The signed-in person's own file, and the name it downloads under. */
export async function exportOwnData(app: FastifyInstance, claims: TokenClaims, now = new Date()) {
  const account = await findAccountById(app.db, claims.tenant, claims.sub);
  if (!account) throw new ApiError({ status: 404, code: 'ACCOUNT_NOT_FOUND' });
  const file = await buildPersonalDataExport(app, claims.tenant, {
    email: account.email,
    account,
    scope: ownScope(account),
    withNotes: false,
    emailProved: account.emailVerifiedAt !== null,
  });
  return { file, fileName: exportFileName(claims.tenant, now) };
}

/** The file of a person the owner was asked about by mail; 404 when the store holds nothing of them. */
export async function exportCustomerData(
  app: FastifyInstance,
  tenantId: string,
  email: string,
  now = new Date(),
) {
  const account = await findAccountByEmail(app.db, tenantId, email);
  const file = await buildPersonalDataExport(app, tenantId, {
    email: email.toLowerCase(),
    account,
    scope: emailScope(email, account),
    withNotes: true,
    emailProved: true,
  });
  const empty =
    !file.account && !file.orders.length && !file.consents.newsletter && !(file.notes ?? []).length;
  if (empty)
    throw new ApiError({ status: 404, code: 'CUSTOMER_NOT_FOUND', message: PRIVACY_MESSAGES.nothingFound });
  return { file, fileName: exportFileName(tenantId, now) };
}

/** Refuses while an order is still on its way or a checkout still holds stock: 409 naming them. */
async function checkNothingOpen(tx: Tx, tenantId: string, person: Person, orderIds: string[]) {
  const open = await findOpenOrderNumbers(tx, tenantId, orderIds);
  if (open.length)
    throw new ApiError({
      status: 409,
      code: 'ORDERS_STILL_OPEN',
      message: openOrdersMessage(open),
      details: { orders: open },
    });
  const email = person.emailProved ? person.email : null;
  if (await hasOpenCheckout(tx, tenantId, { userId: person.account?.id ?? null, email }))
    throw new ApiError({ status: 409, code: 'CHECKOUT_IN_PROGRESS' });
}

/**
 * Erases a person in one transaction: their orders keep their money facts without their details,
 * their payments lose the details checkout kept, a once-per-customer code's use stays counted under
 * a hash, and their account (with its profile), newsletter row, the owner's notes on them and mail
 * to them are deleted. Returns how many orders were scrubbed.
 */
async function erasePerson(app: FastifyInstance, tenantId: string, person: Person, now: Date) {
  return app.db.transaction(async (tx) => {
    const orders = await findPersonOrders(tx, tenantId, person.scope);
    const ids = orders.map((order) => order.id);
    await checkNothingOpen(tx, tenantId, person, ids);
    const emails = new Set(
      [person.email, person.account?.email, ...orders.map((order) => order.customerEmail)]
        .filter((email): email is string => !!email && !email.endsWith('@invalid'))
        .map((email) => email.toLowerCase()),
    );
    const keys = [...[...emails].map(emailKeyOf), ...(person.account ? [`user:${person.account.id}`] : [])];
    for (const key of keys) await rekeyRedemptions(tx, tenantId, key, erasedKeyOf(tenantId, key));
    await scrubPayments(tx, tenantId, {
      userId: person.account?.id ?? null,
      email: person.emailProved ? person.email : null,
      orderIds: ids,
    });
    const erased = await scrubOrders(
      tx,
      tenantId,
      orders.filter((order) => !order.personalDataErasedAt).map((order) => order.id),
      now,
    );
    if (person.emailProved) await deletePersonRows(tx, tenantId, person.email, ids);
    if (person.account) await deleteAccount(tx, tenantId, person.account.id);
    return erased;
  });
}

/**
 * Closes the signed-in customer's account once their password proves it is them (rate limited as
 * a password change is). From then on its tokens are refused: the account they name is gone.
 */
export async function closeOwnAccount(app: FastifyInstance, claims: TokenClaims, password: string) {
  await app.rateLimit('password:account', claims.sub);
  const account = await findAccountById(app.db, claims.tenant, claims.sub);
  if (!account) throw new ApiError({ status: 404, code: 'ACCOUNT_NOT_FOUND' });
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new ApiError({
      status: 400,
      code: 'WRONG_PASSWORD',
      message: 'Your password is not correct.',
      field: 'password',
    });
  if (account.role !== 'customer') throw staffAccount();
  const person = {
    email: account.email,
    account,
    scope: ownScope(account),
    emailProved: account.emailVerifiedAt !== null,
  };
  await erasePerson(app, claims.tenant, person, new Date());
  return { success: true as const, message: PRIVACY_MESSAGES.closed };
}

/** The owner's erasure of a person by email, the email typed twice; 404 when nothing is held. */
export async function eraseCustomer(
  app: FastifyInstance,
  tenantId: string,
  actorId: string,
  body: EraseCustomerBody,
): Promise<EraseResult> {
  await app.rateLimit('erase:account', actorId);
  const email = body.email.trim().toLowerCase();
  if (body.confirm.trim().toLowerCase() !== email)
    throw new ApiError({ status: 400, code: 'CONFIRM_MISMATCH', field: 'confirm' });
  const account = await findAccountByEmail(app.db, tenantId, email);
  if (account && account.role !== 'customer') throw staffAccount();
  if (!account) await exportCustomerData(app, tenantId, email); // 404 when nothing is held under it
  const person = { email, account, scope: emailScope(email, account), emailProved: true };
  const erasedOrders = await erasePerson(app, tenantId, person, new Date());
  app.log.info(
    { tenantId, actorId, erasedOrders, accountDeleted: !!account },
    'customer personal data erased',
  );
  return {
    success: true,
    message: PRIVACY_MESSAGES.erased(erasedOrders),
    erasedOrders,
    accountDeleted: !!account,
  };
}
