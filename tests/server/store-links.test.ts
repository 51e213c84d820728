/** Every link the api mails points at the store's own address, never at another store's. */
import { and, eq } from 'drizzle-orm';
import { tenantDomains } from '@/server/src/db/schema';
import { storeAddress } from '@/server/src/services/stores/domain-lookup';
import { buildTestApp, type TestApp } from './support/build-app';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
const PASSWORD = 'Tundra-walk-42!';
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test:8080' });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: north, payload });

describe("a store's mailed links", () => {
  it("verification and reset links of a store that is not the default one go to that store's address", async () => {
    const email = 'fjord@example.test';
    expect((await post('/api/auth/register', { email, password: PASSWORD })).statusCode).toBe(201);
    await smtp.waitForMail(email);
    // north's primary domain is north.localhost, served over http on the web's port.
    expect(smtp.lastMailTo(email)).toContain('http://north.localhost:8080/verify-email/');
    expect(smtp.lastMailTo(email)).not.toContain('shop.test');

    // Its own verified domain, made primary: the links follow it, over https.
    const db = t.database.db;
    await db.update(tenantDomains).set({ isPrimary: false }).where(eq(tenantDomains.tenantId, 'north'));
    await db
      .insert(tenantDomains)
      .values({ domain: 'shop.north.example', tenantId: 'north', isPrimary: true, verifiedAt: new Date() });
    const verified = await t.app.inject({
      url: `/api/auth/verify-email/${smtp.verificationToken(email)}`,
      headers: north,
    });
    expect(verified.statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await smtp.waitForMail(email, 2);
    expect(smtp.lastMailTo(email)).toContain('https://shop.north.example/login?tab=reset&token=');
  });

  it('a store without a verified domain: the platform address for the default store, its .localhost name for another', async () => {
    const db = t.database.db;
    await db.delete(tenantDomains).where(eq(tenantDomains.tenantId, 'demo'));
    expect(await storeAddress(t.app, 'demo')).toBe('http://shop.test:8080');
    await db
      .insert(tenantDomains)
      .values({ domain: 'demo.example', tenantId: 'demo', isPrimary: true, verifiedAt: null });
    // An unverified name serves nothing: still the platform address.
    expect(await storeAddress(t.app, 'demo')).toBe('http://shop.test:8080');
    await db
      .update(tenantDomains)
      .set({ verifiedAt: new Date() })
      .where(and(eq(tenantDomains.tenantId, 'demo'), eq(tenantDomains.domain, 'demo.example')));
    expect(await storeAddress(t.app, 'demo')).toBe('https://demo.example');
    await db.delete(tenantDomains).where(eq(tenantDomains.tenantId, 'north'));
    expect(await storeAddress(t.app, 'north')).toBe('http://north.localhost:8080');
  });
});
