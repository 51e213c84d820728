/**
 * Stripe through its official SDK: PaymentIntents with idempotency keys, on the store's connected
 * account, and Connect's Express accounts with their onboarding and dashboard links.
 */
import Stripe from 'stripe';
import {
  RefundRefusedError,
  type ConnectApi,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './types';

/** A refund that does not answer within this is given up (and tried again with the same key). */
const REFUND_TIMEOUT_MS = 20_000;

function toStatus(status: Stripe.PaymentIntent.Status): IntentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  if (status === 'processing' || status === 'requires_capture') return 'processing';
  return 'requires_payment_method';
}

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: toStatus(intent.status),
  amountCents: intent.amount,
});

const sentence = (code: string) => {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const toRefund = (refund: Stripe.Refund): ProviderRefund => ({
  id: refund.id,
  amountCents: refund.amount,
  status:
    refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled'
      ? refund.status
      : 'pending',
  // Ours travel in metadata; the dashboard's are Stripe's codes (requested_by_customer), said in words.
  reason: refund.metadata?.reason || (refund.reason ? sentence(refund.reason) : null),
});

/** Connect's Express accounts on the platform's Stripe: each store's own account and its links. */
function stripeConnect(stripe: Stripe): ConnectApi {
  return {
    async createAccount({ tenantId, idempotencyKey }) {
      const created = await stripe.accounts.create(
        {
          type: 'express',
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { tenantId },
        },
        { idempotencyKey },
      );
      return { id: created.id };
    },
    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        return_url: returnUrl,
        refresh_url: refreshUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    },
    async createLoginLink(accountId) {
      const link = await stripe.accounts.createLoginLink(accountId);
      return { url: link.url };
    },
    async retrieveAccount(accountId) {
      // An empty id would retrieve the platform's own account.
      if (!accountId) throw new Error('no connected account id to retrieve');
      const account = await stripe.accounts.retrieve(accountId);
      return {
        id: account.id,
        chargesEnabled: account.charges_enabled === true,
        detailsSubmitted: account.details_submitted === true,
      };
    },
  };
}

/** Verifies a delivery with each endpoint's signing secret in turn; throws the last failure. */
function constructWithAny(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  secrets: string[],
): Stripe.Event {
  let failure: unknown;
  for (const secret of secrets) {
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** The platform's Stripe client; `apiBase` points it at another address (a local stand-in in tests). */
export function createStripeClient(options: { secretKey: string; apiBase?: string }): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/**
 * `webhookSecrets`: the signing secret of each endpoint Stripe delivers to (the platform's own
 * events, and Connect's events on the stores' accounts); a delivery signed with any of them is taken.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecrets: string[];
  apiBase?: string;
}): PaymentProvider {
  const stripe = createStripeClient(options);
  const account = (id?: string | null) => (id ? { stripeAccount: id } : {});

  return {
    name: 'stripe',
    async createIntent(input: CreateIntentInput) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          metadata: input.metadata,
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
        },
        { idempotencyKey: `create-${input.paymentId}`, ...account(input.connectedAccountId) },
      );
      return toIntent(intent);
    },
    retrieveIntent: async (id, connectedAccountId) =>
      toIntent(await stripe.paymentIntents.retrieve(id, {}, account(connectedAccountId))),
    async cancelIntent(id, connectedAccountId) {
      await stripe.paymentIntents.cancel(id, {}, account(connectedAccountId));
    },
    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.providerPaymentId,
            ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
            ...(input.metadata ? { metadata: input.metadata } : {}),
          },
          {
            idempotencyKey: input.idempotencyKey,
            timeout: REFUND_TIMEOUT_MS,
            ...account(input.connectedAccountId),
          },
        );
        return toRefund(refund);
      } catch (error) {
        // Stripe's own refusal (a card error, an invalid request) is an answer; the rest is an outage.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        )
          throw new RefundRefusedError(error.message);
        throw error;
      }
    },
    async listRefunds(id, connectedAccountId) {
      const list = await stripe.refunds.list({ payment_intent: id, limit: 100 }, account(connectedAccountId));
      return list.data.map(toRefund);
    },
    parseWebhook(rawBody, signature) {
      if (!options.webhookSecrets.length) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = constructWithAny(stripe, rawBody, signature, options.webhookSecrets);
      const object = event.data.object as {
        id?: string;
        object?: string;
        payment_intent?: string | { id: string } | null;
        metadata?: Record<string, string>;
      };
      const intentOf = object.payment_intent;
      return {
        id: event.id,
        type: event.type,
        providerPaymentId:
          object.object === 'payment_intent'
            ? object.id
            : (typeof intentOf === 'string' ? intentOf : intentOf?.id) || undefined,
        paymentId: object.metadata?.paymentId,
        accountId: object.object === 'account' && object.id ? object.id : undefined,
      };
    },
    connect: stripeConnect(stripe),
  };
}
