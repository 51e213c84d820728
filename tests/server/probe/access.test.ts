/**
 * Who may do what, on every operation of the api's OpenAPI document: nobody, a customer of store A,
 * the owner of store A and the owner of store B each call every operation with both stores' tenant
 * headers and with both stores' ids in its path and body. A route added later is swept the same
 * way without editing this file; which routes are public, signed-in or admin is read from the
 * document (`security` and the `admin` tag).
 */
import type { LightMyRequestResponse } from 'fastify';
import {
  fillPath,
  label,
  listOperations,
  paramHint,
  queryString,
  type Operation,
} from '../support/openapi-operations';
import { sample } from '../support/schema-samples';
import {
  buildProbeApp,
  prepareTwoStores,
  type IdentityName,
  type ProbeStore,
  type StoreKey,
  type TwoStores,
} from '../support/two-stores';
import type { TestApp } from '../support/build-app';

let t: TestApp;
let stores: TwoStores;
let operations: Operation[];

/**
 * A sweep sends thousands of requests: half a minute on a quiet 2-core machine, and ten times or
 * more in CI, where the server suite runs beside the browser suite at a lower priority. A sweep
 * stops itself a little before its test's timeout, so no request of it runs on into the next test.
 */
const SWEEP_TIMEOUT = 900_000;

beforeAll(async () => {
  t = await buildProbeApp();
  stores = await prepareTwoStores(t.app);
  operations = listOperations(t.app);
}, 180_000);
afterAll(() => t?.close());

/** Codes of the auth layer itself: an answer with one of these never reached the handler. */
const AUTH_CODES = [
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'TOKEN_REVOKED',
  'TENANT_MISMATCH',
  'ADMIN_ONLY',
  'TWO_FACTOR_SETUP_REQUIRED',
  'ROLE_NOT_ALLOWED',
];
/** Two-factor sign-in and signed-in sessions: each must be in the document, with this access. */
const TWO_FACTOR_ROUTES: [string, Operation['access']][] = [
  ['POST /api/auth/two-factor', 'public'],
  ['GET /api/auth/security', 'signed-in'],
  ['POST /api/auth/two-factor/setup', 'signed-in'],
  ['POST /api/auth/two-factor/enable', 'signed-in'],
  ['POST /api/auth/two-factor/disable', 'signed-in'],
  ['POST /api/auth/two-factor/recovery-codes', 'signed-in'],
  ['PUT /api/auth/two-factor/requirement', 'admin'],
  ['GET /api/auth/sessions', 'signed-in'],
  ['DELETE /api/auth/sessions/{id}', 'signed-in'],
  ['POST /api/auth/sessions/end-others', 'signed-in'],
];
const IDENTITY_STORE: Record<IdentityName, StoreKey | null> = {
  none: null,
  customerA: 'A',
  adminA: 'A',
  adminB: 'B',
};
const other = (store: StoreKey): StoreKey => (store === 'A' ? 'B' : 'A');

/**
 * One request's path and body. `crossOnly`: a store's id put in a parameter it may not belong to,
 * worth sending in the other store only (in its own store it checks no one's access).
 */
type Variant = { store: StoreKey; url: string; payload?: unknown; crossOnly?: boolean };

/**
 * Operations whose success ends the caller's own account: swept with the payload here (a wrong
 * password), so that the sweep's customer lives on; tests/server/privacy.test.ts closes accounts.
 * The owner's erasure by email needs the email typed again, which no sampled payload does.
 */
const ENDS_THE_CALLER: Record<string, unknown> = {
  'POST /api/profile/close': { password: 'not-the-probe-password' },
};
/** A person's data, their own and the owner's view of it: each must be in the document, with this access. */
const PERSONAL_DATA_ROUTES: [string, Operation['access']][] = [
  ['GET /api/profile/export', 'signed-in'],
  ['POST /api/profile/close', 'signed-in'],
  ['GET /api/admin/customers/export', 'admin'],
  ['POST /api/admin/customers/erase', 'admin'],
];
/** A shopper's favourites: their own, signed in; a guest keeps theirs in the browser. */
const FAVOURITE_ROUTES: [string, Operation['access']][] = [
  ['GET /api/favourites/', 'signed-in'],
  ['PUT /api/favourites/{productId}', 'signed-in'],
  ['DELETE /api/favourites/{productId}', 'signed-in'],
  ['POST /api/favourites/merge', 'signed-in'],
];
/** Baskets left behind: the owner's settings and list, and the reminder's links any shopper opens. */
const BASKET_REMINDER_ROUTES: [string, Operation['access']][] = [
  ['GET /api/admin/basket-reminders', 'admin'],
  ['GET /api/admin/basket-reminders/settings', 'admin'],
  ['PUT /api/admin/basket-reminders/settings', 'admin'],
  ['POST /api/basket-reminders/restore', 'public'],
  ['POST /api/basket-reminders/unsubscribe', 'public'],
];
/** What the owner is told by mail: the settings of the owner and managers, swept as admin routes. */
const NOTICE_ROUTES: [string, Operation['access']][] = [
  ['GET /api/admin/notice-settings', 'admin'],
  ['PUT /api/admin/notice-settings', 'admin'],
];
/** Reviews from verified buyers: the buyer's by the mailed link's token or signed in, shoppers' list, the owner's answers. */
const REVIEW_ROUTES: [string, Operation['access']][] = [
  ['GET /api/orders/{id}/reviews', 'public'],
  ['PUT /api/orders/{id}/reviews/{lineId}', 'public'],
  ['POST /api/orders/{id}/reviews/photo', 'public'],
  ['GET /api/products/{id}/reviews', 'public'],
  ['GET /api/admin/reviews', 'admin'],
  ['PATCH /api/admin/reviews/{id}', 'admin'],
  ['GET /api/admin/settings/reviews', 'admin'],
  ['PUT /api/admin/settings/reviews', 'admin'],
];
/** The activity log: read and exported by the owner and managers, and no route that changes a line. */
const AUDIT_ROUTES: [string, Operation['access']][] = [
  ['GET /api/admin/audit', 'admin'],
  ['GET /api/admin/audit.csv', 'admin'],
];

/**
 * The requests to try on one operation: each store's own ids throughout, then every id of both
 * stores in each path parameter in turn (the other fields from the store that id belongs to).
 */
function variants(op: Operation): Variant[] {
  const build = (store: ProbeStore, override: Record<string, string> = {}): Variant => {
    const params = Object.fromEntries(
      op.pathParams.map(({ name, schema }) => [
        name,
        override[name] ?? String(sample(schema, store.fill, paramHint(op.path, name))),
      ]),
    );
    const query = sample(op.query, store.fill) as Record<string, unknown>;
    const spared = ENDS_THE_CALLER[`${op.method} ${op.path}`];
    return {
      store: store.key,
      url: fillPath(op.path, params) + queryString(query),
      payload: spared ?? (op.body ? sample(op.body, store.fill) : undefined),
    };
  };
  const list = [build(stores.A), build(stores.B)];
  for (const { name } of op.pathParams) {
    for (const store of [stores.A, stores.B])
      for (const value of store.pathValues)
        list.push({ ...build(store, { [name]: value }), crossOnly: true });
  }
  const seen = new Set<string>();
  return list.filter((variant) => {
    const key = `${variant.store} ${variant.url} ${JSON.stringify(variant.payload)}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

const failures: string[] = [];
let requests = 0;
/**
 * What the sweep itself typed into each store's public forms (a newsletter sign-up, say): once a
 * store took a value from anyone, it is that store's data too, and its owner may see it.
 */
const givenPublicly: Record<StoreKey, string[]> = { A: [], B: [] };

/** Sends one request and checks what holds for every answer; returns it for the phase's own checks. */
async function attempt(
  op: Operation,
  identity: IdentityName,
  header: StoreKey,
  variant: Variant,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method: op.method,
    url: variant.url,
    headers: { ...stores.headers(header), ...(await stores.signed(identity)) },
    ...(variant.payload !== undefined ? { payload: variant.payload as object } : {}),
  });
  requests += 1;
  stores.answered(op.method, response.statusCode);
  const where = `${label(op)} as ${identity} in store ${header} with ${variant.url}${variant.payload !== undefined ? ` ${JSON.stringify(variant.payload).slice(0, 200)}` : ''}`;
  const fail = (what: string) =>
    failures.push(`${where}: ${what} (${response.statusCode} ${response.body.slice(0, 200)})`);
  if (response.statusCode >= 500) fail('server error');
  if (response.headers['x-content-type-options'] !== 'nosniff')
    fail('answer without X-Content-Type-Options: nosniff');
  if (response.statusCode >= 400) {
    const body = safeJson(response.body);
    if (typeof body?.error !== 'string' || typeof body?.code !== 'string')
      fail('error without { error, code }');
  }
  // Nothing private of the other store, unless the caller sent that very value (now or, to this
  // store's public forms, earlier in the sweep).
  const sent = `${decodeURIComponentSafe(variant.url)} ${JSON.stringify(variant.payload ?? '')}`;
  if (op.access === 'public' && op.method !== 'GET' && response.statusCode < 300)
    givenPublicly[header].push(sent);
  for (const canary of stores[other(header)].canaries) {
    if (
      response.body.includes(canary) &&
      !sent.includes(canary) &&
      !givenPublicly[header].some((given) => given.includes(canary))
    )
      fail(`answer holds store ${other(header)}'s private "${canary}"`);
  }

  const own = IDENTITY_STORE[identity];
  const code = safeJson(response.body)?.code;
  if (op.access === 'operator' && ![401, 403].includes(response.statusCode))
    fail('answered without the operator credential');
  if (op.access === 'signed-in' || op.access === 'admin') {
    if (identity === 'none' && response.statusCode !== 401) fail('answered without a token');
    if (own && own !== header && ![401, 403].includes(response.statusCode))
      fail(`a token of store ${own} was accepted in store ${header}`);
    if (op.access === 'admin' && identity === 'customerA' && ![401, 403].includes(response.statusCode))
      fail('a customer was let onto an admin route');
    // The positive control: the rightful caller gets past authentication to the handler.
    const rightful =
      own === header && variant.store === own && (op.access === 'signed-in' || identity !== 'customerA');
    if (rightful && AUTH_CODES.includes(code)) fail('the rightful caller was refused by the auth layer');
  }
  return response;
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the owner of a store sees on every GET, for telling whether anyone else changed it. */
async function snapshot(store: StoreKey): Promise<Map<string, string>> {
  const owner: IdentityName = store === 'A' ? 'adminA' : 'adminB';
  const seen = new Map<string, string>();
  for (const op of operations.filter((candidate) => candidate.method === 'GET')) {
    const variant = variants(op).find((candidate) => candidate.store === store)!;
    const response = await t.app.inject({
      method: 'GET',
      url: variant.url,
      headers: { ...stores.headers(store), ...(await stores.token(owner)) },
    });
    if (response.statusCode !== 200 || !/json/.test(String(response.headers['content-type']))) continue;
    // Clocks and activity stamps move by themselves; the data is what must not.
    seen.set(
      `${label(op)} ${variant.url}`,
      JSON.stringify(JSON.parse(response.body), (key, value) =>
        /uptime|lastActive|updatedAt|expires/i.test(key) ? undefined : value,
      ),
    );
  }
  return seen;
}

function compare(before: Map<string, string>, after: Map<string, string>, store: StoreKey, by: string) {
  for (const [key, value] of before) {
    if (after.get(key) !== value)
      failures.push(
        `${key}: store ${store}'s data changed while only ${by} called the api\n  before ${value.slice(0, 300)}\n  after  ${String(after.get(key)).slice(0, 300)}`,
      );
  }
}

/**
 * Runs `identities` over every operation; a public operation is tried only in the caller's own store.
 * Starts the test's list of failures afresh, and stops, failing, when its time is nearly out.
 */
async function sweep(identities: IdentityName[]) {
  failures.length = 0;
  const deadline = Date.now() + SWEEP_TIMEOUT - 60_000;
  for (const op of operations) {
    if (Date.now() > deadline) {
      failures.push(`the sweep ran out of time before ${label(op)}`);
      return;
    }
    for (const variant of variants(op)) {
      for (const identity of identities) {
        for (const header of ['A', 'B'] as StoreKey[]) {
          const own = IDENTITY_STORE[identity];
          // A signed-in caller on a public route of another store is just a visitor there.
          if (op.access === 'public' && own && own !== header) continue;
          if (variant.crossOnly && variant.store === header) continue;
          await attempt(op, identity, header, variant);
        }
      }
    }
  }
}

describe('access on every documented operation', () => {
  it('marks every admin route as needing a token, and every /admin/ path as admin', () => {
    const problems = operations.flatMap((op) => [
      ...(op.access === 'admin' && !op.bearer
        ? [`${label(op)}: admin route without bearerAuth in its security`]
        : []),
      ...(/\/admin(\/|$)/.test(op.path) && op.access !== 'admin'
        ? [`${label(op)}: an /admin/ path not tagged admin`]
        : []),
    ]);
    expect(problems).toEqual([]);
    expect(operations.filter((op) => op.access === 'admin').length).toBeGreaterThanOrEqual(2);
    expect(operations.filter((op) => op.access === 'public').length).toBeGreaterThanOrEqual(5);
  });

  it('sweeps the routes of a person’s data: their own download and closing, the owner’s export and erasure', () => {
    const found = PERSONAL_DATA_ROUTES.map(([name]) => {
      const op = operations.find((candidate) => `${candidate.method} ${candidate.path}` === name);
      return [name, op?.access];
    });
    expect(found).toEqual(PERSONAL_DATA_ROUTES);
  });

  it('a person’s data stays in its store: another store’s owner neither reads nor erases it, nor does its customer’s token work there', async () => {
    const email = stores.A.fill.email;
    const asB = { ...stores.headers('B'), ...(await stores.token('adminB')) };
    const read = await t.app.inject({
      url: `/api/admin/customers/export?email=${encodeURIComponent(email)}`,
      headers: asB,
    });
    expect(read.statusCode).toBe(404);
    const erase = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers/erase',
      headers: asB,
      payload: { email, confirm: email },
    });
    expect(erase.statusCode).toBe(404);
    const close = await t.app.inject({
      method: 'POST',
      url: '/api/profile/close',
      headers: { ...stores.headers('B'), ...(await stores.token('customerA')) },
      payload: { password: 'Sitka-probe-2026!' },
    });
    expect(close.statusCode).toBe(403);
    const own = await t.app.inject({
      url: '/api/profile/export',
      headers: { ...stores.headers('A'), ...(await stores.token('customerA')) },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(email);
    for (const canary of stores.B.canaries) expect(own.body).not.toContain(canary);
  });

  it('sweeps the reviews’ routes: the buyer’s and shoppers’ public, the owner’s admin', () => {
    const found = REVIEW_ROUTES.map(([name]) => [
      name,
      operations.find((candidate) => label(candidate) === name)?.access,
    ]);
    expect(found).toEqual(REVIEW_ROUTES);
  });

  it('sweeps the activity log’s routes, which only read', () => {
    const found = AUDIT_ROUTES.map(([name]) => [
      name,
      operations.find((candidate) => label(candidate) === name)?.access,
    ]);
    expect(found).toEqual(AUDIT_ROUTES);
    const writes = operations.filter((op) => op.path.startsWith('/api/admin/audit') && op.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it('sweeps a shopper’s favourites as signed-in routes, which refuse guests', () => {
    const found = FAVOURITE_ROUTES.map(([name]) => [
      name,
      operations.find((candidate) => label(candidate) === name)?.access,
    ]);
    expect(found).toEqual(FAVOURITE_ROUTES);
  });

  it('sweeps the owner’s notice settings as admin routes', () => {
    const found = NOTICE_ROUTES.map(([name]) => [
      name,
      operations.find((candidate) => label(candidate) === name)?.access,
    ]);
    expect(found).toEqual(NOTICE_ROUTES);
  });

  it('sweeps basket reminders: the owner’s settings as admin routes, the mailed links as public ones', () => {
    const found = BASKET_REMINDER_ROUTES.map(([name]) => [
      name,
      operations.find((candidate) => label(candidate) === name)?.access,
    ]);
    expect(found).toEqual(BASKET_REMINDER_ROUTES);
  });

  it('sweeps the routes of two-factor sign-in and signed-in sessions', () => {
    const found = TWO_FACTOR_ROUTES.map(([name]) => [
      name,
      operations.find((candidate) => label(candidate) === name)?.access,
    ]);
    expect(found).toEqual(TWO_FACTOR_ROUTES);
  });

  it(
    'store A’s people never read or change store B’s data, and customers stay off admin routes',
    async () => {
      const before = await snapshot('B');
      await sweep(['customerA', 'adminA']);
      compare(before, await snapshot('B'), 'B', "store A's people");
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it('after store A’s people called every route, store B is still served at each of its names, and at none it has not proved', async () => {
    const resolve = (host: string) =>
      t.app.inject({ url: `/api/tenants/resolve?host=${encodeURIComponent(host)}` });
    for (const host of stores.B.servedDomains)
      expect((await resolve(host)).json()).toMatchObject({ tenantId: stores.B.tenant });
    expect((await resolve(stores.B.unprovedDomain)).statusCode).toBe(404);
    expect((await resolve(stores.A.unprovedDomain)).statusCode).toBe(404);
  });

  it(
    'store B’s owner never reads or changes store A’s data',
    async () => {
      const before = await snapshot('A');
      await sweep(['adminB']);
      compare(before, await snapshot('A'), 'A', "store B's owner");
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'nobody without a token gets past a signed-in route, nor reads a store’s private data from the other',
    async () => {
      await sweep(['none']);
      expect(failures).toEqual([]);
      const count = (access: Operation['access']) => operations.filter((op) => op.access === access).length;
      console.info(
        `access probe: ${operations.length} operations (${count('public')} public, ${count('signed-in')} signed-in, ${count('admin')} admin, ${count('operator')} operator), ${requests} requests`,
      );
    },
    SWEEP_TIMEOUT,
  );
});
