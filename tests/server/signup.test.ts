import { eq } from 'drizzle-orm';
import { emailOutbox, pageTemplates, stores, tenantDomains, tenants, users } from '@/server/src/db/schema';
import { RESERVED_STORE_SLUGS, SIGNUP_MESSAGES } from '@/lib/constants/platform';
import { createTenant } from '@/server/src/services/stores/tenants';
import { bearerFor, buildPeerApp, buildTestApp, type TestApp } from './support/build-app';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
const PASSWORD = 'Kiln-fired-2026!';

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    WEB_URL: 'http://localhost:3000',
    PLATFORM_DOMAIN: 'localhost',
    RATE_LIMITS: 'slug-check:ip=5/60',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signUp = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/platform/signup', payload });
const maker = (slug: string, email = `owner@${slug}.test`) => ({
  email,
  password: PASSWORD,
  storeName: `Store ${slug}`,
  slug,
});
const rowsOf = async (slug: string) => ({
  tenant: await t.database.db.select().from(tenants).where(eq(tenants.id, slug)),
  owners: await t.database.db.select().from(users).where(eq(users.tenantId, slug)),
  domains: await t.database.db.select().from(tenantDomains).where(eq(tenantDomains.tenantId, slug)),
  templates: await t.database.db.select().from(pageTemplates).where(eq(pageTemplates.tenantId, slug)),
  store: await t.database.db.select().from(stores).where(eq(stores.tenantId, slug)),
  mails: await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.tenantId, slug)),
});
const login = (slug: string, email = `owner@${slug}.test`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': slug },
    payload: { email, password: PASSWORD },
  });

describe('a maker signs up for a store', () => {
  it('makes the store (not open), its unverified owner and its address, and mails the link', async () => {
    const response = await signUp({ ...maker('birch-and-clay'), email: ' Owner@Birch-And-Clay.TEST ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      storeHost: 'birch-and-clay.localhost',
      message: SIGNUP_MESSAGES.checkEmail('owner@birch-and-clay.test'),
    });
    const rows = await rowsOf('birch-and-clay');
    expect(rows.tenant[0]).toMatchObject({ name: 'Store birch-and-clay', origin: 'signup', openedAt: null });
    expect(rows.owners).toEqual([
      expect.objectContaining({
        email: 'owner@birch-and-clay.test',
        role: 'admin',
        staffRole: 'owner',
        emailVerifiedAt: null,
      }),
    ]);
    expect(rows.domains).toEqual([
      expect.objectContaining({ domain: 'birch-and-clay.localhost', isPrimary: true }),
    ]);
    // The same rows the command line makes: the page templates, and no store record (the wizard's).
    expect(rows.templates.length).toBeGreaterThan(0);
    expect(rows.store).toEqual([]);

    const resolved = await t.app.inject({ url: '/api/tenants/resolve?host=birch-and-clay.localhost' });
    expect(resolved.json()).toEqual({ tenantId: 'birch-and-clay', opened: false });

    // Not verified yet: the owner cannot sign in.
    const early = await login('birch-and-clay');
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    expect(smtp.lastMailTo('owner@birch-and-clay.test')).toContain(
      'http://birch-and-clay.localhost:3000/verify-email/',
    );
    const token = smtp.verificationToken('owner@birch-and-clay.test');
    const verified = await t.app.inject({
      url: `/api/auth/verify-email/${token}`,
      headers: { 'x-tenant-id': 'birch-and-clay' },
    });
    expect(verified.statusCode).toBe(200);
    const signedIn = await login('birch-and-clay');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'admin', tenantId: 'birch-and-clay' });
  });

  it('leaves nothing behind when a step inside the transaction fails', async () => {
    await expect(
      createTenant(
        t.database.db,
        { slug: 'half-made', name: 'Half', adminEmail: 'a@half.test', adminPassword: PASSWORD },
        {
          origin: 'signup',
          alongside: async () => {
            throw new Error('the mail could not be queued');
          },
        },
      ),
    ).rejects.toThrow('the mail could not be queued');
    const rows = await rowsOf('half-made');
    expect(rows).toEqual({ tenant: [], owners: [], domains: [], templates: [], store: [], mails: [] });
  });

  it('refuses a taken, a reserved and a badly shaped slug, naming the field', async () => {
    const taken = await signUp(maker('north', 'someone@else.test'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', field: 'slug' });
    for (const slug of ['www', 'admin', 'sitka', 'platform']) {
      expect(RESERVED_STORE_SLUGS).toContain(slug);
      const reserved = await signUp(maker(slug));
      expect(reserved.statusCode).toBe(409);
      expect(reserved.json()).toMatchObject({ code: 'SLUG_RESERVED', field: 'slug' });
    }
    for (const slug of ['ab', '-clay', 'clay-', 'a'.repeat(31), 'clay_works', 'clay works']) {
      const shape = await signUp(maker(slug, 'maker@shape.test'));
      expect(shape.statusCode).toBe(400);
      expect(shape.json()).toMatchObject({
        field: 'slug',
        error: expect.stringContaining(SIGNUP_MESSAGES.slugShape),
      });
    }
    const weak = await signUp({ ...maker('weak-pass'), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    const badEmail = await signUp({ ...maker('bad-mail'), email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe('email');
    expect((await rowsOf('weak-pass')).tenant).toEqual([]);
  });

  it("answers the form's live check, and limits it", async () => {
    const ask = (slug: string) =>
      t.app.inject({
        url: `/api/platform/slug-availability?slug=${slug}`,
        remoteAddress: '10.1.2.3',
      });
    expect((await ask('fresh-fern')).json()).toEqual({
      slug: 'fresh-fern',
      available: true,
      message: null,
      storeHost: 'fresh-fern.localhost',
    });
    expect((await ask('north')).json()).toMatchObject({
      available: false,
      message: SIGNUP_MESSAGES.slugTaken('north'),
    });
    expect((await ask('www')).json()).toMatchObject({ available: false });
    expect((await ask('x')).json()).toMatchObject({ available: false, message: SIGNUP_MESSAGES.slugShape });
    expect((await ask('fresh-fern')).statusCode).toBe(200);
    const limited = await ask('fresh-fern');
    expect(limited.statusCode).toBe(429);
  });

  it("limits sign-ups per address as registration's limit does", async () => {
    const peer = await buildPeerApp(t, { RATE_LIMITS: 'register:ip=1/60' });
    try {
      const first = await peer.app.inject({
        method: 'POST',
        url: '/api/platform/signup',
        payload: maker('limit-one'),
        remoteAddress: '10.9.9.9',
      });
      expect(first.statusCode).toBe(201);
      const second = await peer.app.inject({
        method: 'POST',
        url: '/api/platform/signup',
        payload: maker('limit-two'),
        remoteAddress: '10.9.9.9',
      });
      expect(second.statusCode).toBe(429);
      expect(second.json().code).toBe('RATE_LIMITED');
    } finally {
      await peer.close();
    }
  });

  it('is closed when the operator turns it off', async () => {
    const closed = await buildPeerApp(t, { SELF_SERVICE_SIGNUP: 'false' });
    try {
      const refused = await signUp(maker('closed-shop'), closed.app);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: SIGNUP_MESSAGES.closed, code: 'SIGNUP_CLOSED' });
      const settings = await closed.app.inject({ url: '/api/platform/settings' });
      expect(settings.json()).toEqual({ signupOpen: false, domain: 'localhost' });
      expect((await rowsOf('closed-shop')).tenant).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});

describe('a store not open yet', () => {
  beforeAll(async () => {
    expect((await signUp(maker('kiln-shed'))).statusCode).toBe(201);
    const token = smtp.verificationToken('owner@kiln-shed.test');
    await t.app.inject({ url: `/api/auth/verify-email/${token}`, headers: { 'x-tenant-id': 'kiln-shed' } });
  });
  const kiln = { 'x-tenant-id': 'kiln-shed' };

  it('refuses checkout until its owner opens it; then it is open', async () => {
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: kiln,
        payload: {
          amount: 1000,
          currency: 'usd',
          items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1, price: 10 }],
        },
      });
    const refused = await pay();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STORE_NOT_OPEN');
    expect((await t.app.inject({ url: '/api/store-opening', headers: kiln })).json()).toEqual({
      open: false,
      openedAt: null,
      storeName: 'Store kiln-shed',
    });

    const stranger = await t.app.inject({ method: 'POST', url: '/api/store-opening', headers: kiln });
    expect(stranger.statusCode).toBe(401);
    const bearer = await bearerFor(t.app, 'owner@kiln-shed.test', 'kiln-shed', PASSWORD);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/store-opening',
      headers: { ...kiln, ...bearer },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ open: true, openedAt: expect.any(String) });
    const resolved = await t.app.inject({ url: '/api/tenants/resolve?host=kiln-shed.localhost' });
    expect(resolved.json()).toEqual({ tenantId: 'kiln-shed', opened: true });
    // Open now: checkout gets past the door (the made-up product is what it refuses).
    expect((await pay()).json().code).not.toBe('STORE_NOT_OPEN');
  });

  it('leaves stores made by the command line open from the start', async () => {
    await createTenant(t.database.db, {
      slug: 'operator-made',
      name: 'Operator',
      adminEmail: 'owner@operator-made.test',
      adminPassword: PASSWORD,
    });
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, 'operator-made'));
    expect(row).toMatchObject({ origin: 'operator', openedAt: expect.any(Date) });
    const demo = await t.app.inject({ url: '/api/store-opening', headers: { 'x-tenant-id': 'demo' } });
    expect(demo.json()).toMatchObject({ open: true });
  });
});
