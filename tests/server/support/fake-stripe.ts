/**
 * A local server that speaks Stripe's wire format for the calls Sitka makes: form-encoded
 * requests, JSON objects back, idempotency keys honoured. It records every request it receives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export type ReceivedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams };
type Intent = { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string; metadata: Record<string, string> };

export async function startFakeStripe(secretKey: string) {
  const received: ReceivedRequest[] = [];
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, string>();

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      const form = new URLSearchParams(body);
      received.push({ method: request.method ?? '', path, headers: request.headers, form });
      const send = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(4).toString('hex')}` }).end(JSON.stringify(payload));
      if (request.headers.authorization !== `Bearer ${secretKey}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const existing = key && byIdempotencyKey.get(key);
        if (existing) return send(200, intents.get(existing));
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match) metadata[match[1]] = value;
        }
        const intent: Intent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency') ?? 'usd', status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`, metadata };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
      if (intentMatch) {
        const intent = intents.get(intentMatch[1]);
        if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (intentMatch[2] && intent.status === 'succeeded') return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.' } });
        if (intentMatch[2]) intent.status = 'canceled';
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        return send(200, { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    intents,
    /** What the card holder's bank decides: the intent succeeds. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
      return intents.get(id)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
