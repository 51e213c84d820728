/**
 * A shopper's account from the browser, through the BFF (/api/account/*, /api/user-profile,
 * /api/orders/history): registration, the e-mail links, passwords, the profile and the order
 * history. Each call answers its result or `{ error, code?, field? }` with the words to show.
 */
import { z } from 'zod';
import { jsonRequest } from '@/lib/auth/client-session';
import { registrationErrorMessage } from '@/lib/auth/auth-errors';
import { MESSAGES } from '@/lib/messages';
import { backorderPaymentSchema, type BackorderPayment } from '@/lib/schemas/backorder-payment';
import { customerProfileSchema, type CustomerProfile, type RegisterBody } from '@/lib/schemas/auth';
import { orderSchema, type Order } from '@/lib/schemas/order';
import type { ProfileRequestBody } from '@/lib/schemas/profile-abroad';
import { callBff, textOf, type AnswerBody, type ClientResult } from './bff-call';

const ACCOUNT_PATH = '/api/account';
const REGISTER_PATH = `${ACCOUNT_PATH}/register`;

/** What a good answer says to the person, or `fallback` when it says nothing. */
const messageOf = (fallback: string) => (body: unknown) => ({
  message: textOf((body as AnswerBody)?.message) ?? fallback,
});

export type Registration = Pick<
  RegisterBody,
  'email' | 'password' | 'recaptchaToken' | 'tenantId' | 'isDevelopment'
>;

/**
 * POST /api/account/register: a customer account, to verify by e-mail. A refusal reads as the
 * spec words it (the api's message, one line per invalid field, its error, or the status' line).
 */
export function registerCustomer(registration: Registration): Promise<ClientResult<{ message: string }>> {
  const { email, password, recaptchaToken, tenantId, isDevelopment } = registration;
  const refusal = (status: number, body: AnswerBody) => ({ error: registrationErrorMessage(status, body) });
  return callBff(
    REGISTER_PATH,
    jsonRequest('POST', { email, password, role: 'customer', recaptchaToken, tenantId, isDevelopment }),
    (body) =>
      (body as AnswerBody)?.success === false ? refusal(200, body as AnswerBody) : messageOf('')(body),
    MESSAGES.registrationFailed,
    { refusal },
  );
}

export type GuestRegistration = Pick<
  RegisterBody,
  'email' | 'password' | 'recaptchaToken' | 'isDevelopment' | 'paymentIntentId' | 'customerInfo'
>;

/**
 * POST /api/account/register after a guest's order: the account is linked to the order's payment.
 * `signedIn` is false when the address already had an unverified account (the api sent the link).
 * A refusal carries the api's reason, else 'Failed to create account'.
 */
export function registerAfterPurchase(
  registration: GuestRegistration,
): Promise<ClientResult<{ signedIn: boolean; message: string }>> {
  const { email, password, recaptchaToken, isDevelopment, paymentIntentId, customerInfo } = registration;
  return callBff(
    REGISTER_PATH,
    jsonRequest('POST', {
      email,
      password,
      role: 'customer',
      recaptchaToken,
      isDevelopment,
      paymentIntentId,
      customerInfo,
    }),
    (body) => {
      const answer = body as AnswerBody;
      if (answer?.success !== true) return { error: textOf(answer?.error) ?? MESSAGES.accountCreationFailed };
      return { signedIn: answer.signedIn === true, message: textOf(answer.message) ?? '' };
    },
    MESSAGES.accountCreationFailed,
  );
}

export type Verification = { alreadyVerified: boolean; message: string };

/** GET /api/account/verify-email/{token}: spends the link; an address verified before says so. */
export function verifyEmail(token: string): Promise<ClientResult<Verification>> {
  return callBff(
    `${ACCOUNT_PATH}/verify-email/${encodeURIComponent(token)}`,
    { method: 'GET' },
    (body) => ({
      alreadyVerified: (body as AnswerBody)?.alreadyVerified === true,
      ...messageOf('Your email is verified.')(body),
    }),
    MESSAGES.generic,
  );
}

/** POST /api/account/resend-verification: a fresh verification link to `email`. */
export function resendVerification(email: string): Promise<ClientResult<{ message: string }>> {
  return callBff(
    `${ACCOUNT_PATH}/resend-verification`,
    jsonRequest('POST', { email: email.trim().toLowerCase() }),
    messageOf('A new verification link is on its way.'),
    MESSAGES.generic,
  );
}

/** POST /api/account/forgot-password: the api answers the same whether or not the account exists. */
export function requestPasswordReset(
  email: string,
  recaptchaToken: string | null,
): Promise<ClientResult<{ message: string }>> {
  return callBff(
    `${ACCOUNT_PATH}/forgot-password`,
    jsonRequest('POST', { email, recaptchaToken }),
    messageOf(''),
    MESSAGES.generic,
  );
}

/** POST /api/account/reset-password: the new password of a reset link; a dead link's code says which. */
export function resetPassword(token: string, password: string): Promise<ClientResult<{ message: string }>> {
  return callBff(
    `${ACCOUNT_PATH}/reset-password`,
    jsonRequest('POST', { token, password }),
    messageOf(''),
    MESSAGES.generic,
  );
}

/** PUT /api/account/password: a refusal names the field it concerns (currentPassword, newPassword). */
export function changePassword(values: {
  currentPassword: string;
  newPassword: string;
}): Promise<ClientResult<{ message: string }>> {
  return callBff(
    `${ACCOUNT_PATH}/password`,
    jsonRequest('PUT', values),
    messageOf('Your password has been changed.'),
    MESSAGES.generic,
  );
}

/**
 * PUT /api/user-profile: the saved profile as the api answers it (null when the answer does not
 * hold one). A refusal reads 'Failed to update profile: ' and the api's words.
 */
export function saveProfile(
  values: ProfileRequestBody,
): Promise<ClientResult<{ profile: CustomerProfile | null }>> {
  return callBff(
    '/api/user-profile',
    jsonRequest('PUT', values),
    (body) => ({ profile: customerProfileSchema.safeParse(body).data ?? null }),
    MESSAGES.customerInfoUpdateFailed,
    {
      refusal: (_status, body) => {
        const reason = textOf(body?.error);
        return { error: reason ? MESSAGES.profileUpdateFailed(reason) : MESSAGES.customerInfoUpdateFailed };
      },
    },
  );
}

/** SWR key of a customer's order history. */
export const orderHistoryKey = (email: string) => `/api/orders/history/${encodeURIComponent(email)}`;

const orderHistorySchema = z.array(orderSchema);

/** GET /api/orders/history/{email}, for SWR: a failure is thrown with the message to show. */
export async function fetchOrderHistory(path: string): Promise<Order[]> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => orderHistorySchema.safeParse(body).data,
    MESSAGES.ordersFetchFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** GET /api/auth/session, uncached: whether this browser still has a session (an error: no answer). */
export function checkSession(): Promise<ClientResult<{ signedIn: boolean }>> {
  return callBff(
    '/api/auth/session',
    { cache: 'no-store' },
    (body) => ({ signedIn: Boolean((body as AnswerBody)?.user) }),
    MESSAGES.authenticationFailed,
  );
}

export const BACKORDER_PAY_MESSAGES = {
  openFailed: 'We could not open the payment for this order. Please try again.',
  notFound:
    'We could not find this order. Sign in with the account that placed it, or open the link in your email again.',
  payFailed: 'Your payment went through, but we could not update the order yet. Please reload this page.',
} as const;

/**
 * POST /api/orders/{id}/payment: a card payment for the backorder's total, for its own signed-in
 * account or the mailed link's token. A paid order answers its words with code ALREADY_PAID.
 */
export function openBackorderPayment(id: string, token?: string): Promise<ClientResult<BackorderPayment>> {
  return callBff(
    `/api/orders/${encodeURIComponent(id)}/payment`,
    jsonRequest('POST', token ? { token } : {}),
    (body) => backorderPaymentSchema.safeParse(body).data ?? null,
    BACKORDER_PAY_MESSAGES.openFailed,
    {
      refusal: (status, body) =>
        status === 404
          ? { error: BACKORDER_PAY_MESSAGES.notFound, code: textOf(body?.code) }
          : { error: textOf(body?.error) ?? BACKORDER_PAY_MESSAGES.openFailed, code: textOf(body?.code) },
    },
  );
}

/** POST /api/orders: once the card went through, the backorder turns Paid (the api does it once). */
export function completeBackorderPayment(paymentIntentId: string): Promise<ClientResult<{ status: string }>> {
  return callBff(
    '/api/orders',
    jsonRequest('POST', { paymentIntentId }),
    (body) => {
      const status = textOf((body as AnswerBody)?.status);
      return status ? { status } : null;
    },
    BACKORDER_PAY_MESSAGES.payFailed,
  );
}
