/**
 * Registration, plain and after a purchase. An address belongs to whoever opens its mail: paying
 * with it proves possession of the payment only. So a post-purchase account is signed in at once
 * but sees only the order it paid for until the address is verified, and a later registration for
 * an unverified address goes through the mailbox instead of being told "email taken".
 */
import type { FastifyInstance } from 'fastify';
import type { RegisterBody } from '@/lib/schemas/auth';
import { profileBodySchema } from '@/lib/schemas/profile';
import { ApiError } from '@server/errors';
import { findOrderOfPaymentIntent } from '@server/repositories/orders';
import { findUserByEmail, insertCustomer, type UserRow } from '@server/repositories/users';
import type { Tenant } from '@server/types';
import { captchaFailed, refuseWeakPassword, signInResult, storeNameOf } from './accounts';
import { claimGuestOrder } from '@server/repositories/orders';
import { hashPassword } from './passwords';
import { saveProfile } from '../customers/profiles';
import { queueVerificationEmail, sendVerificationEmail } from './verification';
import { customerRow, enqueueNotionRows } from '../notion/outbox';

export const REGISTERED = 'Registration successful! Please check your email to verify your account.';
export const SIGNED_IN_UNVERIFIED =
  'Account created. You are now signed in. We sent you a link to verify your email: open it to log in next time and to see your earlier orders.';

/** Creates an unverified customer and emails the verification link; after a purchase, also signs in. */
export async function register(app: FastifyInstance, tenant: Tenant, body: RegisterBody, ip: string) {
  await app.rateLimit('register:ip', ip);
  if (!(await app.captcha.verify(body.recaptchaToken, ip))) throw captchaFailed();
  refuseWeakPassword(body.password);
  const paidOrder = body.paymentIntentId
    ? await orderOfPayment(app, tenant, body.paymentIntentId, body.email)
    : null;
  const passwordHash = await hashPassword(body.password);
  const storeName = await storeNameOf(app, tenant);
  // The account and its verification mail commit together: no account is left without its link.
  const created = await app.db.transaction(async (tx) => {
    const user = await insertCustomer(tx, tenant.id, body.email, passwordHash);
    if (!user) return null;
    await enqueueNotionRows(tx, tenant.id, [customerRow({ email: user.email })]);
    const reason = paidOrder ? 'after-purchase' : 'registration';
    return { user, mailId: await queueVerificationEmail(app, tx, user, storeName, reason) };
  });
  if (!created) return registerAgain(app, tenant, body.email, passwordHash);
  app.notionOutbox.kick(tenant.id);
  await app.mailer.nudge([created.mailId]);

  if (!paidOrder) return { success: true as const, message: REGISTERED };
  return completePostPurchaseRegistration(app, tenant, created.user, paidOrder.id, body);
}

/** The order paid with this payment at this store, which must carry the registering email. */
async function orderOfPayment(app: FastifyInstance, tenant: Tenant, paymentIntentId: string, email: string) {
  const order = await findOrderOfPaymentIntent(app.db, tenant.id, paymentIntentId);
  if (!order)
    throw new ApiError({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'Failed to create account',
      field: 'paymentIntentId',
    });
  if (order.customerEmail !== email)
    throw new ApiError({ status: 403, code: 'EMAIL_MISMATCH', field: 'email' });
  return order;
}

/**
 * The address already has an account. A verified one is taken. An unverified one may have been
 * made by anyone who typed the address, so its owner is not locked out: the mailbox gets a link
 * that verifies the address and sets the password chosen now. The answer is a plain registration's.
 */
async function registerAgain(app: FastifyInstance, tenant: Tenant, email: string, passwordHash: string) {
  const existing = await findUserByEmail(app.db, tenant.id, email);
  if (!existing || existing.emailVerifiedAt || existing.role !== 'customer') {
    throw new ApiError({ status: 409, code: 'EMAIL_TAKEN', field: 'email' });
  }
  if (await mayMail(app, `${tenant.id}:${email}`)) {
    await sendVerificationEmail(
      app,
      existing,
      await storeNameOf(app, tenant),
      'registration-again',
      passwordHash,
    );
  }
  return { success: true as const, message: REGISTERED };
}

/** Verification mails to one address share the resend limit; over it, nothing more is sent. */
async function mayMail(app: FastifyInstance, key: string): Promise<boolean> {
  try {
    await app.rateLimit('resend:account', key);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429) return false;
    throw error;
  }
}

/**
 * Signs the buyer in with only the order just paid for. Earlier guest orders of the address join
 * the account when the emailed link is opened, never before.
 */
async function completePostPurchaseRegistration(
  app: FastifyInstance,
  tenant: Tenant,
  user: UserRow,
  orderId: string,
  body: RegisterBody,
) {
  await claimGuestOrder(app.db, tenant.id, orderId, user.id);
  const profile = profileBodySchema.safeParse({ ...body.customerInfo, email: user.email });
  if (profile.success) await saveProfile(app, tenant.id, user.id, profile.data);
  const login = await signInResult(app, tenant, user);
  return { success: true as const, message: SIGNED_IN_UNVERIFIED, login };
}
