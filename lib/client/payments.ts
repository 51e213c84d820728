/** The browser's card payment account calls (spec §7), through the BFF; each answers a result or `{ error }`. */
import {
  PAYMENT_API,
  PAYMENT_MESSAGES as M,
  stripeConnectSchema,
  stripeStatusSchema,
  type StripeConnect,
  type StripeStatus,
} from '@/lib/schemas/admin-payments';
import { callBff, parseWith, type ClientResult } from './bff-call';

/** SWR key of the store's Stripe status (the dashboard and Payment settings share it). */
export const STRIPE_STATUS_KEY = PAYMENT_API.status;

/** GET /api/admin/stripe-status, for SWR: a failure is thrown with the message to show. */
export async function fetchStripeStatus(path: string = STRIPE_STATUS_KEY): Promise<StripeStatus> {
  const result = await callBff(path, { method: 'GET' }, parseWith(stripeStatusSchema), M.statusFailed, {
    detailBelow: true,
  });
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** POST /api/admin/stripe-connect: where the browser goes to (continue to) onboard. */
export function connectStripe(): Promise<ClientResult<StripeConnect>> {
  return callBff(PAYMENT_API.connect, { method: 'POST' }, parseWith(stripeConnectSchema), M.connectFailed, {
    detailBelow: true,
  });
}

/** Test mode only: completes the simulated onboarding; answers where the browser returns. */
export function completeSimulatedOnboarding(): Promise<ClientResult<StripeConnect>> {
  return callBff(
    PAYMENT_API.simulatedComplete,
    { method: 'POST' },
    parseWith(stripeConnectSchema),
    M.completeFailed,
  );
}
