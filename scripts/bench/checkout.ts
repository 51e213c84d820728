/**
 * Checkout throughput on PostgreSQL: 50 buyers at once, each running create-payment-intent,
 * card confirmation and order creation in a loop, beside the rate of the bare conditional stock
 * UPDATE that every checkout performs, measured on the same row in the same run; then what one
 * order costs in HTTP calls, transactions, commits and SQL statements, counted on the wire.
 */
import { Client, Pool } from 'pg';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { orderTotalCents, toCents } from '../../lib/money';
import { httpCall } from './http-call';
import { cpuTimeMs } from './process-stats';
import type { DatabaseCost, StatementCounter } from './statement-counter';

const BUYERS = 50;
const WARM_UP_SECONDS = 3;

type Rate = { perSecond: number; p50: number; p99: number; count: number };

function summarize(latencies: number[], seconds: number): Rate {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99), count: sorted.length };
}

/** Runs `work` on `workers` loops for `seconds`; returns each completed call's latency in ms. */
async function loop(workers: number, seconds: number, work: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

export async function freshBenchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sitka_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The buyers' HTTP client: node:http over kept-alive connections, one per buyer. `fetch` costs the
 * bench several times the CPU per call, which on a small machine is taken from the api and the
 * database it is measuring.
 */
const buyersAgent = new http.Agent({ keepAlive: true, maxSockets: BUYERS });

const postJson = (url: string, headers: Record<string, string>, body: unknown) =>
  httpCall(url, buyersAgent, { method: 'POST', headers, body });

/** A buyer loop's purchase, and how many HTTP calls the purchases made so far. */
async function checkoutBuyer(apiUrl: string, firstAddress: number) {
  const headers = { 'content-type': 'application/json', 'x-tenant-id': 'demo' };
  const { products } = (await (await fetch(`${apiUrl}/api/products`, { headers })).json()) as {
    products: { id: string; price: number; totalInventory: number | null }[];
  };
  const product = products.find((item) => item.totalInventory !== null)!;
  const amount = orderTotalCents([{ priceCents: toCents(product.price), quantity: 1 }]).totalCents;
  const customerInfo = {
    name: 'Bench Buyer',
    email: 'bench@example.test',
    phone: '9075550100',
    address: '1 Main',
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };

  // Each purchase from its own address, as real buyers are, so per-address limits do not apply.
  let buyer = firstAddress;
  let calls = 0;
  const post = async (path: string, body: unknown, address: string) => {
    calls += 1;
    const response = await postJson(`${apiUrl}${path}`, { ...headers, 'x-forwarded-for': address }, body);
    if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${response.text}`);
    return JSON.parse(response.text) as Record<string, string>;
  };
  const buy = async () => {
    buyer += 1;
    const address = `198.${18 + ((buyer >> 16) & 1)}.${(buyer >> 8) & 255}.${buyer & 255}`;
    const intent = await post(
      '/api/create-payment-intent',
      { amount, currency: 'usd', items: [{ id: product.id, quantity: 1 }], customerInfo },
      address,
    );
    await post(
      '/api/payments/test/confirm',
      { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242' },
      address,
    );
    await post('/api/orders', { paymentIntentId: intent.paymentIntentId }, address);
  };
  return { product, buy, calls: () => calls };
}

/**
 * Orders per second against the bare stock UPDATE's rate, and the api's CPU time per order over
 * the timed run (its process and children, `apiPid`): the figure a busy machine moves least.
 */
export async function benchCheckout(apiUrl: string, databaseUrl: string, apiPid?: number, seconds = 10) {
  const { product, buy } = await checkoutBuyer(apiUrl, 0);
  const pool = new Pool({ connectionString: databaseUrl, max: BUYERS });
  await pool.query('update products set total_inventory = 10000000 where id = $1', [product.id]);
  const update = async () => {
    await pool.query(
      'update products set total_inventory = total_inventory - 1 where tenant_id = $1 and id = $2 and (total_inventory is null or total_inventory >= 1)',
      ['demo', product.id],
    );
  };
  // A short uncounted run of each first, so both are measured warm.
  await loop(BUYERS, WARM_UP_SECONDS, buy);
  const cpuBefore = cpuTimeMs(apiPid);
  const checkout = await loop(BUYERS, seconds, buy);
  const apiCpuMs = cpuTimeMs(apiPid) - cpuBefore;
  await loop(BUYERS, WARM_UP_SECONDS, update);
  const updates = await loop(BUYERS, seconds, update);
  await pool.end();
  return {
    checkout: summarize(checkout, seconds),
    update: summarize(updates, seconds),
    apiCpuMsPerOrder: checkout.length ? apiCpuMs / checkout.length : 0,
  };
}

export type OrderCost = { httpCalls: number } & DatabaseCost;

/**
 * What one order costs, measured: `orders` purchases by 50 buyers against an api whose database
 * connections all pass through `counter`, with the HTTP calls they made, divided by the orders.
 */
export async function measureOrderCost(
  apiUrl: string,
  counter: StatementCounter,
  orders = 200,
): Promise<OrderCost> {
  // Addresses after the timed run's, so no limit of theirs is met again.
  const { buy, calls } = await checkoutBuyer(apiUrl, 1 << 16);
  let left = orders;
  const before = counter.cost();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (left > 0) {
        left -= 1;
        await buy();
      }
    }),
  );
  // What is still finishing after the answers (the mail sent after the commit) is the order's too.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = counter.cost();
  return {
    httpCalls: calls() / orders,
    statements: (after.statements - before.statements) / orders,
    transactions: (after.transactions - before.transactions) / orders,
    commits: (after.commits - before.commits) / orders,
  };
}
