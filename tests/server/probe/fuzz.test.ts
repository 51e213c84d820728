/**
 * Bad input on every operation of the api's OpenAPI document, generated from its own schemas with
 * fast-check: at least 200 inputs per operation, sent as a caller the route accepts (so that the
 * input, not the missing token, is what is judged). Every answer is below 500 and every 4xx is
 * `{ error, code }`; input the schema certainly forbids gets a 4xx.
 *
 * Replay a failure with the seed printed at the start: PROBE_SEED=<seed>, and PROBE_ONLY=<part of
 * an operation's label> to run just that operation. PROBE_RUNS raises the number of runs.
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { MAX_PRICE_CENTS } from '@/lib/constants/catalog';
import { products, users } from '@/server/src/db/schema';
import { hashPassword } from '@/server/src/services/auth/passwords';
import { label, listOperations, type Operation } from '../support/openapi-operations';
import { badRequests, pinnedRequests, type BadRequest } from '../support/schema-fuzz';
import { buildProbeApp, prepareTwoStores, type IdentityName, type TwoStores } from '../support/two-stores';
import type { TestApp } from '../support/build-app';

const SEED = process.env.PROBE_SEED ? Number(process.env.PROBE_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Math.max(200, Number(process.env.PROBE_RUNS ?? 200));

let t: TestApp;
let stores: TwoStores;
let operations: Operation[];

beforeAll(async () => {
  t = await buildProbeApp();
  stores = await prepareTwoStores(t.app);
  // Store A's pieces at the highest price the owner may set, and the one the inputs name sold
  // out, so the schemas' top quantities reach the top totals (a checkout, a backorder).
  await t.app.db
    .update(products)
    .set({ priceCents: MAX_PRICE_CENTS })
    .where(eq(products.tenantId, stores.A.tenant));
  await t.app.db
    .update(products)
    .set({ totalInventory: 0 })
    .where(and(eq(products.tenantId, stores.A.tenant), eq(products.id, stores.A.fill.productId)));
  console.info(`fuzz probe: seed ${SEED} (replay with PROBE_SEED=${SEED}), ${RUNS} runs per operation`);
  throwaway = await throwawayCustomer();
  operations = listOperations(t.app).filter(
    (op) => !process.env.PROBE_ONLY || label(op).includes(process.env.PROBE_ONLY),
  );
}, 180_000);
afterAll(() => t?.close());

/**
 * Operations whose success ends the caller's account (a valid-looking input may close it): sent
 * by a customer of their own, made for the purpose, so that store A's customer lives on for the rest.
 */
const ENDS_THE_CALLER = new Set(['POST /api/profile/close']);
let throwaway: Record<string, string>;

async function throwawayCustomer(): Promise<Record<string, string>> {
  const [user] = await t.app.db
    .insert(users)
    .values({
      tenantId: stores.A.tenant,
      email: 'fuzz-closing@probe.test',
      passwordHash: await hashPassword('Sitka-probe-2026!'),
      emailVerifiedAt: new Date(),
    })
    .returning();
  const token = t.app.jwt.sign({
    sub: user.id,
    tenant: stores.A.tenant,
    role: 'customer',
    ver: user.tokenVersion,
  });
  return { authorization: `Bearer ${token}` };
}

/** Who sends the bad input: the weakest caller a route lets through (the operator's routes refuse them all). */
const CALLER: Record<Operation['access'], IdentityName> = {
  public: 'none',
  'signed-in': 'customerA',
  admin: 'adminA',
  operator: 'none',
};

/** What is wrong with an answer to a bad request, if anything. */
function problem(request: BadRequest, status: number, contentType: string, body: string): string | null {
  if (status >= 500) return 'server error';
  if (request.mustReject && status < 400) return 'accepted input its schema forbids';
  if (status >= 400) {
    if (!/^application\/json/.test(contentType)) return `error answered as ${contentType}`;
    try {
      const parsed = JSON.parse(body);
      if (typeof parsed.error !== 'string' || !parsed.error || typeof parsed.code !== 'string')
        return 'error without { error, code }';
    } catch {
      return 'error body is not JSON';
    }
  }
  return null;
}

/**
 * The operations in parts, each a test of its own: about 40,000 requests in all take minutes on a
 * quiet machine and ten times that in CI, where the server suite runs beside the browser suite at a
 * lower priority; a part stays well inside its timeout there.
 */
const PARTS = 6;
const part = (index: number) => operations.filter((_, at) => at % PARTS === index);

it.each(Array.from({ length: PARTS }, (_, index) => [index + 1]))(
  `answers bad input with a 4xx { error, code }, never a 5xx: operations part %i of ${PARTS} (seed ${SEED})`,
  async (number) => {
    await fuzz(part(number - 1));
  },
  1_200_000,
);

async function fuzz(chosen: Operation[]) {
  const failures: string[] = [];
  let requests = 0;
  for (const op of chosen) {
    const caller = CALLER[op.access];
    const statuses = new Map<number, number>();
    let firstRefusal = '';
    const property = fc.asyncProperty(badRequests(op, stores.A.fill), async (request) => {
      const response = await t.app.inject({
        method: op.method,
        url: request.url,
        headers: {
          ...stores.headers('A'),
          ...(ENDS_THE_CALLER.has(label(op)) ? throwaway : await stores.signed(caller)),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          ...request.headers,
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      requests += 1;
      stores.answered(op.method, response.statusCode);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 400 && !request.mustReject && !firstRefusal)
        firstRefusal = `${request.why} → ${response.body.slice(0, 160)}`;
      const found = problem(
        request,
        response.statusCode,
        String(response.headers['content-type'] ?? ''),
        response.body,
      );
      if (found) throw new Error(`${found}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    });
    const started = Date.now();
    const examples = pinnedRequests(op, stores.A.fill).map((request): [BadRequest] => [request]);
    const result = await fc.check(property, { numRuns: RUNS, seed: SEED, examples });
    const seen = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    if (process.env.PROBE_TIMING)
      console.info(
        `${label(op)}: ${Date.now() - started} ms, ${seen}${result.failed ? ' FAILED' : ''}${firstRefusal ? `\n    first 400: ${firstRefusal}` : ''}`,
      );
    // Limits are lifted for this app; 429s would mean the inputs stopped reaching the handler.
    if ((statuses.get(429) ?? 0) > RUNS / 10)
      failures.push(`${label(op)}: rate limited too often to judge its handler (${seen})`);
    if (result.failed) {
      const example = result.counterexample?.[0] as BadRequest | undefined;
      failures.push(
        `${label(op)} as ${caller}: ${String((result.errorInstance as Error | undefined)?.message ?? `stopped: ${result.interrupted ? 'interrupted' : 'too many skipped runs'}`)}\n` +
          `  input (${example?.why}): ${example?.url} ${example?.payload?.slice(0, 300) ?? ''} ${example?.headers ? JSON.stringify(example.headers).slice(0, 200) : ''}\n` +
          `  replay: PROBE_SEED=${SEED} PROBE_ONLY='${label(op)}' (fast-check path ${result.counterexamplePath})`,
      );
    }
  }
  console.info(`fuzz probe: ${chosen.length} operations, ${requests} requests`);
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThanOrEqual(chosen.length * 200);
}
