/**
 * The soak: the web and the api under a steady mixed load for a long while (30 minutes by
 * default), their resident memory sampled every 10 s. Shoppers view pages (documents and the
 * router's RSC requests over every public page and product) and buy through the web's BFF, each
 * buyer from its own address. What it answers: does the web's memory settle under its cap, or grow?
 * Run alone with `BENCH_ONLY=soak npm run bench`; BENCH_SOAK_MINUTES shortens it.
 */
import http from 'node:http';
import { httpCall } from './http-call';
import { orderTotalCents, toCents } from '../../lib/money';
import { residentMemoryMb } from './process-stats';

export type SoakOptions = {
  webUrl: string;
  /** The store's own name, as shoppers reach it (the web redirects other names to it). */
  storeHost: string;
  apiUrl: string;
  webPid: number | undefined;
  apiPid: number | undefined;
  minutes: number;
  pageViewsPerSecond?: number;
  checkoutsPerSecond?: number;
};

export type SoakSample = { minute: number; webMb: number; apiMb: number };
export type SoakResult = {
  samples: SoakSample[];
  pageViews: number;
  checkouts: number;
  errors: number;
  /** The first few distinct failures, as said. */
  failures: string[];
};

const SAMPLE_SECONDS = 10;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const request = (
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown },
) => httpCall(url, agent, { ...options, timeoutMs: 30_000 });

type Listed = { id: string; price: number; totalInventory: number | null; variants?: unknown[] };

/** Every public page a shopper reaches, as a document and as the router's RSC request. */
function pagePaths(products: Listed[]): { path: string; rsc: boolean }[] {
  const paths = [
    '/',
    '/shop',
    '/about',
    '/gallery',
    '/events',
    ...products.map((item) => `/product/${item.id}`),
  ];
  return paths.flatMap((path) => [
    { path, rsc: false },
    { path, rsc: true },
  ]);
}

/** Calls `work` `perSecond` times a second, spread evenly, until `deadline`; waits for the last. */
async function atRate(perSecond: number, deadline: number, work: (n: number) => Promise<void>) {
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  for (let n = 0; Date.now() < deadline; n += 1) {
    const due = started + (n * 1000) / perSecond;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const each = work(n).finally(() => pending.delete(each));
    pending.add(each);
  }
  await Promise.all(pending);
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { webUrl, minutes } = options;
  const { products } = JSON.parse(
    (await request(`${options.apiUrl}/api/products?limit=100`, { headers: { 'x-tenant-id': 'demo' } })).text,
  ) as { products: Listed[] };
  const pages = pagePaths(products);
  // A piece whose stock is not counted, so half an hour of orders never sells it out; else the
  // plain piece with the most in stock.
  const plain = products.filter((item) => !item.variants?.length);
  const stocked =
    plain.find((item) => item.totalInventory === null) ??
    plain.sort((a, b) => (b.totalInventory ?? 0) - (a.totalInventory ?? 0))[0];
  const amount = orderTotalCents([{ priceCents: toCents(stocked.price), quantity: 1 }]).totalCents;
  const result: SoakResult = { samples: [], pageViews: 0, checkouts: 0, errors: 0, failures: [] };
  const failed = (what: string) => {
    result.errors += 1;
    if (result.failures.length < 5 && !result.failures.includes(what)) result.failures.push(what);
  };
  const host = options.storeHost;

  const view = async (n: number) => {
    const page = pages[n % pages.length];
    const headers: Record<string, string> = page.rsc ? { host, rsc: '1' } : { host };
    // The router's request for a page's RSC payload; with no router-state headers Next expects an
    // empty `_rsc` (it redirects any other value to that).
    const url = `${webUrl}${page.path}${page.rsc ? '?_rsc' : ''}`;
    const answer = await request(url, { headers }).catch((error: Error) => ({
      status: 0,
      text: error.message,
    }));
    if (answer.status === 200) result.pageViews += 1;
    else failed(`${page.path} ${answer.status} ${answer.text.slice(0, 120)}`);
  };

  const buy = async (n: number) => {
    // Each buyer from its own address, behind the web's trusted proxy.
    const headers = {
      host,
      origin: `http://${host}`,
      'x-forwarded-for': `198.51.${(n >> 8) & 255}.${n & 255}`,
    };
    const post = async (path: string, body: unknown) => {
      const answer = await request(`${webUrl}${path}`, { method: 'POST', headers, body });
      if (answer.status >= 300) throw new Error(`${path} ${answer.status} ${answer.text.slice(0, 160)}`);
      return JSON.parse(answer.text) as Record<string, string>;
    };
    try {
      const customerInfo = {
        name: 'Soak Buyer',
        email: `soak${n}@example.test`,
        phone: '9075550100',
        address: '1 Main',
        city: 'Sitka',
        state: 'AK',
        zipCode: '99835',
      };
      const intent = await post('/api/create-payment-intent', {
        amount,
        currency: 'usd',
        items: [{ id: stocked.id, quantity: 1 }],
        customerInfo,
      });
      await post('/api/payments/test/confirm', {
        paymentIntentId: intent.paymentIntentId,
        cardNumber: '4242424242424242',
      });
      await post('/api/orders', { paymentIntentId: intent.paymentIntentId });
      result.checkouts += 1;
    } catch (error) {
      failed((error as Error).message);
    }
  };

  const started = Date.now();
  const deadline = started + minutes * 60_000;
  const sample = () =>
    result.samples.push({
      minute: (Date.now() - started) / 60_000,
      webMb: residentMemoryMb(options.webPid),
      apiMb: residentMemoryMb(options.apiPid),
    });
  sample();
  const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
  try {
    await Promise.all([
      atRate(options.pageViewsPerSecond ?? 20, deadline, view),
      atRate(options.checkoutsPerSecond ?? 1, deadline, buy),
    ]);
  } finally {
    clearInterval(sampler);
    sample();
  }
  return result;
}

const mb = (value: number) => `${Math.round(value)} MB`;

/** The soak's table: memory each five minutes, then the run's totals against the cap. */
export function soakTable(result: SoakResult, capMb: number, minutes: number): string {
  const { samples } = result;
  const rows = ['| minute | web resident | api resident |', '|---|---|---|'];
  for (let minute = 0; minute <= minutes; minute += 5) {
    const at = samples.reduce((best, each) =>
      Math.abs(each.minute - minute) < Math.abs(best.minute - minute) ? each : best,
    );
    rows.push(`| ${minute} | ${mb(at.webMb)} | ${mb(at.apiMb)} |`);
  }
  const late = samples.filter((each) => each.minute >= minutes / 2);
  const peak = Math.max(...samples.map((each) => each.webMb));
  const lateLow = Math.min(...late.map((each) => each.webMb));
  const lateHigh = Math.max(...late.map((each) => each.webMb));
  const seconds = minutes * 60;
  rows.push(
    '',
    `${result.pageViews.toLocaleString('en-US')} page views (${(result.pageViews / seconds).toFixed(1)}/s) and ${result.checkouts} orders (${(result.checkouts / seconds).toFixed(2)}/s), ${result.errors} errors${result.failures.length ? ` (${result.failures.join('; ')})` : ''}.`,
    `Web resident memory: peak ${mb(peak)}, ${mb(lateLow)}–${mb(lateHigh)} over the second half; cap ${mb(capMb)}: ${peak <= capMb && result.errors === 0 ? 'held' : 'NOT held'}.`,
  );
  return rows.join('\n');
}
