/**
 * A local server that speaks Stripe's wire format for the calls Sitka makes: form-encoded
 * requests, JSON objects back, idempotency keys honoured: payment intents, refunds (never more
 * than is left of a payment, and listed per payment), and Connect's Express accounts with their
 * account and login links, and Stripe Tax (fake-stripe-tax.ts). It records every request it
 * receives, and can be made to fail every call, as Stripe does in an outage, or to answer slowly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createFakeStripeTax } from './fake-stripe-tax';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
};
type Account = {
  id: string;
  object: 'account';
  type: string;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
};
type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};
type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
};

export async function startFakeStripe(secretKey: string) {
  const received: ReceivedRequest[] = [];
  const intents = new Map<string, Intent>();
  const accounts = new Map<string, Account>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, Refund>();
  const refundsOf = (intentId: string) => [...refunds.values()].filter((r) => r.payment_intent === intentId);
  const newRefund = (intent: Intent, amount: number, metadata: Record<string, string> = {}): Refund => {
    const refund: Refund = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount,
      payment_intent: intent.id,
      status: 'succeeded',
      reason: null,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  };
  let down = false;
  let latencyMs = 0;
  const tax = createFakeStripeTax();
  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]] = value;
    }
    return metadata;
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const [path, search = ''] = (request.url ?? '').split('?');
      const form = new URLSearchParams(body);
      received.push({ method: request.method ?? '', path, headers: request.headers, form });
      const answer = (status: number, payload: unknown) =>
        response
          .writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_${randomBytes(4).toString('hex')}`,
          })
          .end(JSON.stringify(payload));
      const send = (status: number, payload: unknown) => {
        if (latencyMs) setTimeout(() => !response.destroyed && answer(status, payload), latencyMs);
        else answer(status, payload);
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (down) return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });

      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const existing = key && byIdempotencyKey.get(key);
        if (existing) return send(200, intents.get(existing));
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata = metadataOf(form);
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
          metadata,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      if (intentMatch) {
        const intent = intents.get(intentMatch[1]);
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (intentMatch[2] && intent.status === 'succeeded')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            },
          });
        if (intentMatch[2]) intent.status = 'canceled';
        return send(200, intent);
      }
      // Connect: Express accounts, their onboarding links and their dashboard links.
      if (request.method === 'POST' && path === '/v1/accounts') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const existing = key && byIdempotencyKey.get(key);
        if (existing) return send(200, accounts.get(existing));
        if (form.get('type') !== 'express')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              param: 'type',
              message: 'Sitka creates Express accounts only',
            },
          });
        const account: Account = {
          id: `acct_${randomBytes(8).toString('hex')}`,
          object: 'account',
          type: 'express',
          charges_enabled: false,
          details_submitted: false,
          payouts_enabled: false,
          metadata: metadataOf(form),
        };
        accounts.set(account.id, account);
        if (key) byIdempotencyKey.set(key, account.id);
        return send(200, account);
      }
      const accountMatch = /^\/v1\/accounts\/([^/]+)(\/login_links)?$/.exec(path);
      if (accountMatch) {
        const account = accounts.get(accountMatch[1]);
        if (!account)
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such account: '${accountMatch[1]}'`,
            },
          });
        if (!accountMatch[2]) return send(200, account);
        if (!account.details_submitted)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Cannot create a login link for an account that has not completed onboarding.',
            },
          });
        return send(200, {
          object: 'login_link',
          created: Math.floor(Date.now() / 1000),
          url: `https://connect.stripe.com/express/${account.id}/${randomBytes(6).toString('hex')}`,
        });
      }
      if (request.method === 'POST' && path === '/v1/account_links') {
        const id = form.get('account') ?? '';
        if (!accounts.has(id))
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'account',
              message: `No such account: '${id}'`,
            },
          });
        for (const param of ['return_url', 'refresh_url', 'type']) {
          if (!form.get(param))
            return send(400, {
              error: { type: 'invalid_request_error', param, message: `Missing required param: ${param}.` },
            });
        }
        return send(200, {
          object: 'account_link',
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
          url: `https://connect.stripe.com/setup/e/${id}/${randomBytes(6).toString('hex')}`,
        });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const existing = key && byIdempotencyKey.get(key);
        if (existing) return send(200, refunds.get(existing));
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        const left = intent.amount - refundsOf(intent.id).reduce((sum, r) => sum + r.amount, 0);
        const amount = form.has('amount') ? Number(form.get('amount')) : left;
        if (left <= 0 || amount > left)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: left <= 0 ? 'charge_already_refunded' : 'amount_too_large',
              param: 'amount',
              message:
                left <= 0
                  ? 'Charge has already been refunded.'
                  : `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            },
          });
        const refund = newRefund(intent, amount, metadataOf(form));
        if (key) byIdempotencyKey.set(key, refund.id);
        return send(200, refund);
      }
      if (request.method === 'GET' && path === '/v1/refunds') {
        const intentId = new URLSearchParams(search).get('payment_intent') ?? '';
        const data = refundsOf(intentId).reverse();
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      if (tax.handle(request.method ?? '', path, search, form, key, send)) return;
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    intents,
    accounts,
    /** What the owner does on Stripe's onboarding pages: the account's new state, as `account.updated` carries it. */
    onboard(id: string, state: { charges_enabled: boolean; details_submitted: boolean }) {
      Object.assign(accounts.get(id)!, state);
      return { ...accounts.get(id)! };
    },
    /** Stripe's own outage: every call answers a server error until it is over (the request is still recorded). */
    outage(on: boolean) {
      down = on;
    },
    /** Every answer comes this much later (0: at once), as when Stripe is slow. */
    latency(ms: number) {
      latencyMs = ms;
    },
    /** Stripe Tax's calculations and transactions (reversals included), by id. */
    taxCalculations: tax.calculations,
    taxTransactions: tax.transactions,
    refunds,
    /** The owner refunds in Stripe's dashboard: a refund Sitka did not make, as `charge.refunded` then tells. */
    refundInDashboard(intentId: string, amount: number, reason: string | null = null) {
      return Object.assign(newRefund(intents.get(intentId)!, amount), { reason });
    },
    /** What the card holder's bank decides: the intent succeeds. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
      return intents.get(id)!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
