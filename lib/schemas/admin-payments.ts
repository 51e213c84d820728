/**
 * The store's card payment account (Stripe Connect): the api's contract, the back-office paths the
 * provider sends the owner back to, and the screens' texts (spec §2, §3, §8).
 */
import { z } from 'zod';

export const STRIPE_ACCOUNT_STATUSES = ['complete', 'pending', 'not connected'] as const;
export type StripeAccountStatus = (typeof STRIPE_ACCOUNT_STATUSES)[number];

/** Back-office pages of the connection (the provider's return and refresh links, and the simulated onboarding). */
export const PAYMENT_PAGES = {
  settings: '/admin/payment-settings',
  return: '/admin/stripe-return',
  refresh: '/admin/stripe-refresh',
  error: '/admin/stripe-error',
  simulatedOnboarding: '/admin/stripe-onboarding-simulated',
} as const;

/** The api's paths (through the BFF from the browser). */
export const PAYMENT_API = {
  status: '/api/admin/stripe-status',
  connect: '/api/admin/stripe-connect',
  /** Only while the built-in test provider runs: finishes the simulated onboarding. */
  simulatedComplete: '/api/admin/stripe-onboarding-simulated/complete',
} as const;

/** GET /api/admin/stripe-status. */
export const stripeStatusSchema = z.object({
  /** Card payments reach the store's own account (onboarding complete). */
  isEnabled: z.boolean(),
  accountStatus: z.enum(STRIPE_ACCOUNT_STATUSES),
  /** A one-time link into the store's Stripe Express dashboard, when onboarding is complete. */
  loginLink: z.string().optional(),
  /** The built-in test provider runs: onboarding is simulated and no real account exists. */
  testMode: z.boolean(),
});
export type StripeStatus = z.infer<typeof stripeStatusSchema>;

/** POST /api/admin/stripe-connect: where the owner continues onboarding (the browser goes there). */
export const stripeConnectSchema = z.object({ url: z.string().min(1) });
export type StripeConnect = z.infer<typeof stripeConnectSchema>;

export const PAYMENT_MESSAGES = {
  statusFailed: 'Failed to fetch Stripe status',
  connectFailed: 'Failed to initiate Stripe connection',
  errorTitle: 'Stripe Connection Error',
  // Not in the spec: the status as words, the test mode notice and the api's refusals.
  statusLabel: {
    complete: 'Connected',
    pending: 'Onboarding not finished',
    'not connected': 'Not connected',
  } satisfies Record<StripeAccountStatus, string>,
  testMode: 'Onboarding is simulated and no real Stripe account is created.',
  simulatedOnly: 'Simulated onboarding is only available while the built-in test payment provider runs.',
  simulatedNoAccount: 'Start onboarding from Payment settings first.',
  stripeFailed: 'Stripe did not answer. Please try again in a moment.',
  completeFailed: 'Failed to complete the simulated onboarding. Please try again.',
  // The setup wizard's Payments step: the browser leaves for Stripe, so connecting saves the wizard first.
  wizardConnect: { 'not connected': 'Save and connect Stripe', pending: 'Save and continue onboarding' },
  wizardLater: 'Payments can wait: Complete Setup now and connect Stripe later from Payment settings.',
} as const;
