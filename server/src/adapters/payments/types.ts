/** What the checkout needs from a card payment provider; Stripe and the built-in test provider both give it. */
export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export type ProviderIntent = { id: string; clientSecret: string; status: IntentStatus; amountCents: number };

export type CreateIntentInput = {
  /** Our payment id: the idempotency key, so a retried call never makes a second intent. */
  paymentId: string;
  amountCents: number;
  currency: string;
  connectedAccountId?: string | null;
  metadata: Record<string, string>;
  receiptEmail?: string;
};

export type PaymentEvent = { id: string; type: string; providerPaymentId?: string; paymentId?: string };

export type PaymentProvider = {
  name: 'stripe' | 'test';
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(providerPaymentId: string, connectedAccountId?: string | null): Promise<ProviderIntent>;
  cancelIntent(providerPaymentId: string, connectedAccountId?: string | null): Promise<void>;
  refund(providerPaymentId: string, paymentId: string, connectedAccountId?: string | null): Promise<void>;
  /** Verifies a webhook's signature over its raw body and returns the event; throws when forged. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent;
};
