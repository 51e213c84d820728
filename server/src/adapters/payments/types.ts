/** What the checkout needs from a card payment provider; Stripe and the built-in test provider both give it. */
export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export type ProviderIntent = { id: string; clientSecret: string; status: IntentStatus; amountCents: number };

/** What a payment row says of its intent. */
export type PaymentRowFacts = {
  providerPaymentId: string | null;
  clientSecret: string | null;
  status: IntentStatus | 'refunded';
  amountCents: number;
};

export type CreateIntentInput = {
  /** Our payment id: the idempotency key, so a retried call never makes a second intent. */
  paymentId: string;
  amountCents: number;
  currency: string;
  connectedAccountId?: string | null;
  metadata: Record<string, string>;
  receiptEmail?: string;
};

/** A connected account as the provider holds it now. */
export type ConnectedAccountState = { id: string; chargesEnabled: boolean; detailsSubmitted: boolean };

/**
 * A verified webhook event. `accountId` names the connected account an `account.updated` is about;
 * the event's own copy of the account is left out, as an event may arrive after a newer one.
 */
export type PaymentEvent = {
  id: string;
  /** For a charge's or refund's event too, the payment intent it belongs to. */
  type: string;
  providerPaymentId?: string;
  paymentId?: string;
  accountId?: string;
};

/** Stripe Connect: a store's own Express account, its onboarding links and its dashboard. */
export type ConnectApi = {
  /** A new Express account for the store; `idempotencyKey` makes a retried call give the same one. */
  createAccount(input: { tenantId: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** A single-use onboarding link; the provider sends the owner to `returnUrl`, or `refreshUrl` when the link expired. */
  createAccountLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  /** A single-use link into the account's Express dashboard. */
  createLoginLink(accountId: string): Promise<{ url: string }>;
  /** The account as the provider holds it at this moment. */
  retrieveAccount(accountId: string): Promise<ConnectedAccountState>;
};

/** A refund as the provider holds it. */
export type ProviderRefund = {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  reason: string | null;
};

export type RefundInput = {
  providerPaymentId: string;
  connectedAccountId?: string | null;
  /** Absent: whatever of the payment is left. */
  amountCents?: number;
  /** The same key for a retried call, so the provider refunds once. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
};

/** The provider said no to a refund (e.g. more than is left of the charge): its own words. */
export class RefundRefusedError extends Error {}

export type PaymentProvider = {
  name: 'stripe' | 'test';
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(providerPaymentId: string, connectedAccountId?: string | null): Promise<ProviderIntent>;
  /**
   * The intent as a payment row just read from our database shows it, for a provider whose record
   * of an intent is that row (the built-in one): the caller need not read the row twice. Absent
   * where the provider keeps its own record (Stripe), which only `retrieveIntent` asks.
   */
  intentOfRow?(row: PaymentRowFacts): ProviderIntent;
  cancelIntent(providerPaymentId: string, connectedAccountId?: string | null): Promise<void>;
  /** Throws RefundRefusedError when the provider refuses it; any other error when it could not be asked. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Every refund of a payment, newest first, so refunds made in the provider's dashboard are found. */
  listRefunds(providerPaymentId: string, connectedAccountId?: string | null): Promise<ProviderRefund[]>;
  /** Verifies a webhook's signature over its raw body and returns the event; throws when forged. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent;
  /** Connected accounts, where the provider has them (Stripe). */
  connect?: ConnectApi;
};
