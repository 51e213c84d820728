import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTenant } from '@/server/src/services/stores/tenants';
import { buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("creates a store with its domain and first admin, who can sign in there only; the store record is the owner's to make", async () => {
  await createTenant(t.database.db, {
    slug: 'fjord',
    name: 'Fjord Ceramics',
    domain: 'Fjord.Example.com',
    adminEmail: 'Owner@Fjord.test',
    adminPassword: 'Kiln-fired-2026!',
  });
  const resolved = await t.app.inject({ url: '/api/tenants/resolve?host=fjord.example.com' });
  expect(resolved.json()).toEqual({ tenantId: 'fjord', opened: true });
  const store = await t.app.inject({
    url: '/api/stores/by-identifier/fjord',
    headers: { 'x-tenant-id': 'fjord' },
  });
  expect(store.statusCode).toBe(404);
  expect(store.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': 'fjord' },
    payload: { email: 'owner@fjord.test', password: 'Kiln-fired-2026!' },
  });
  expect(login.json()).toMatchObject({ role: 'admin', tenantId: 'fjord' });
  const elsewhere = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': 'demo' },
    payload: { email: 'owner@fjord.test', password: 'Kiln-fired-2026!' },
  });
  expect(elsewhere.statusCode).toBe(401);
});

it('refuses a bad slug, a weak password and a slug that exists', async () => {
  const base = { name: 'X', adminEmail: 'a@b.test', adminPassword: 'Kiln-fired-2026!' };
  await expect(createTenant(t.database.db, { ...base, slug: 'Bad Slug' })).rejects.toThrow('slug');
  await expect(
    createTenant(t.database.db, { ...base, slug: 'weak', adminPassword: 'short' }),
  ).rejects.toThrow('Password must be at least 8 characters long');
  await expect(createTenant(t.database.db, { ...base, slug: 'demo' })).rejects.toThrow();
  // The first segments of the site's own addresses (public/'s folders, the BFF) are no store's.
  for (const slug of ['gallery', 'events', 'templates', 'api', 'backups'])
    await expect(createTenant(t.database.db, { ...base, slug })).rejects.toThrow(
      "names one of the site's own addresses",
    );
});

describe('creating a store through the api (operator route)', () => {
  const token = 'operator-token-for-tests-0123456789abcdef';
  let operator: Awaited<ReturnType<typeof buildPeerApp>>;
  beforeAll(async () => {
    operator = await buildPeerApp(t, { OPERATOR_TOKEN: token });
  });
  afterAll(() => operator.close());

  const store = {
    slug: 'tundra',
    name: 'Tundra Glass',
    domain: 'Tundra.Example.com',
    adminEmail: 'owner@tundra.test',
    adminPassword: 'Kiln-fired-2026!',
  };
  const create = (payload: object, headers: Record<string, string> = { 'x-operator-token': token }) =>
    operator.app.inject({ method: 'POST', url: '/api/tenants', headers, payload });

  it('creates the store for the operator; its admin signs in there', async () => {
    const response = await create(store);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      tenantId: 'tundra',
      domain: 'tundra.example.com',
      adminEmail: 'owner@tundra.test',
    });
    expect(
      (await operator.app.inject({ url: '/api/tenants/resolve?host=tundra.example.com' })).json(),
    ).toEqual({ tenantId: 'tundra', opened: true });
    const login = await operator.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'tundra' },
      payload: { email: 'owner@tundra.test', password: 'Kiln-fired-2026!' },
    });
    expect(login.json()).toMatchObject({ role: 'admin', tenantId: 'tundra' });
  });

  it('is served by every instance at once, even one that was asked for it before it existed', async () => {
    const slug = 'sound';
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant-id': slug },
        payload: { email: 'owner@sound.test', password: 'Kiln-fired-2026!' },
      });
    const before = await ask();
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
    expect(
      (await create({ ...store, slug, domain: undefined, adminEmail: 'owner@sound.test' })).statusCode,
    ).toBe(201);
    const after = await ask();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ role: 'admin', tenantId: slug });
  });

  it('refuses anyone without the operator token, naming the header', async () => {
    for (const headers of [{}, { 'x-operator-token': `${token}x` }] as Record<string, string>[]) {
      const response = await create({ ...store, slug: 'intruder', domain: undefined }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_OPERATOR_TOKEN', field: 'x-operator-token' });
    }
    expect(
      (
        await operator.app.inject({
          url: '/api/stores/by-identifier/intruder',
          headers: { 'x-tenant-id': 'intruder' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('names the field of bad input and of a slug or domain already taken, writing nothing', async () => {
    const cases: [object, number, string][] = [
      [{ ...store, slug: 'Bad Slug' }, 400, 'slug'],
      [{ ...store, slug: 'weak', adminPassword: 'short' }, 400, 'adminPassword'],
      [{ ...store, slug: 'mail', adminEmail: 'not-an-address' }, 400, 'adminEmail'],
      [{ ...store, domain: 'other.example.com' }, 409, 'slug'],
      [{ ...store, slug: 'second' }, 409, 'domain'],
    ];
    for (const [payload, status, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ field, error: expect.any(String), code: expect.any(String) });
    }
    const second = await operator.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'second' },
      payload: { email: store.adminEmail, password: store.adminPassword },
    });
    expect(second.statusCode).toBe(404);
  });

  it('is closed in production when no operator token is configured', async () => {
    const production = await buildPeerApp(t, {
      NODE_ENV: 'production',
      FIELD_ENCRYPTION_KEY: 'ab'.repeat(32),
      REVALIDATE_SECRET: 'r'.repeat(40),
      PAYMENTS_PROVIDER: 'test',
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/tenants',
        headers: { 'x-operator-token': token },
        payload: store,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'OPERATOR_DISABLED' });
    } finally {
      await production.close();
    }
  });
});

describe('npm run tenant:create', () => {
  // The real commands against the embedded database in a data dir of their own.
  const root = path.resolve(__dirname, '../..');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  let dataDir: string;
  let api: ChildProcess | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-tenant-cli-'));
  });
  afterAll(async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'development' as const,
    DATA_DIR: dataDir,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    OPERATOR_TOKEN: '',
    JWT_SECRET: '',
    FIELD_ENCRYPTION_KEY: '',
  });
  const createStore = (port: number, slug: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        tsx,
        [
          'scripts/tenant-create.ts',
          '--slug',
          slug,
          '--name',
          `Store ${slug}`,
          '--admin-email',
          `owner@${slug}.test`,
          '--admin-password',
          'Kiln-fired-2026!',
        ],
        { cwd: root, env: env(port) },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('creates a store through the running api, and directly when none runs', async () => {
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    api = spawn(tsx, ['server/src/server.ts'], { cwd: root, env: env(port), stdio: 'ignore' });
    const deadline = Date.now() + 90_000;
    while (!fs.existsSync(path.join(dataDir, 'api.json'))) {
      if (Date.now() > deadline || api.exitCode !== null) throw new Error('the api did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const whileRunning = await createStore(port, 'lichen');
    expect(whileRunning).toMatchObject({
      code: 0,
      output: expect.stringContaining(
        'Created store lichen with admin owner@lichen.test (through the running api)',
      ),
    });
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'lichen' },
      body: JSON.stringify({ email: 'owner@lichen.test', password: 'Kiln-fired-2026!' }),
    });
    expect(login.status).toBe(200);
    const again = await createStore(port, 'lichen');
    expect(again.code).toBe(1);
    expect(again.output).toContain(
      'The api refused the store (slug): A store with the slug lichen already exists.',
    );

    const exited = new Promise((resolve) => api!.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
    const stopped = await createStore(port, 'moss');
    expect(stopped).toMatchObject({
      code: 0,
      output: expect.stringContaining('Created store moss with admin owner@moss.test.'),
    });
  }, 240_000);
});

describe("a store's primary domain (absolute page URLs)", () => {
  it('names the store and its primary domain for the request, not another store’s', async () => {
    const demo = await t.app.inject({ url: '/api/tenants/current', headers: { 'x-tenant-id': 'demo' } });
    expect(demo.statusCode).toBe(200);
    // The demo lists localhost, 127.0.0.1 and demo.localhost: the named one is its primary.
    expect(demo.json()).toEqual({ tenantId: 'demo', primaryDomain: 'demo.localhost' });
    const north = await t.app.inject({ url: '/api/tenants/current', headers: { 'x-tenant-id': 'north' } });
    expect(north.json()).toEqual({ tenantId: 'north', primaryDomain: 'north.localhost' });
  });

  it('answers 400 without a store to name', async () => {
    const response = await t.app.inject({ url: '/api/tenants/current' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });
});
