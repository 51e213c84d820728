/**
 * Two stores proving one domain at once, each with its own TXT record published and the name
 * pointing at the platform (asked of a local DNS server): exactly one gets it, and the name serves
 * that store. This is the domain check whose outcome depends on the database server: PGlite takes
 * one transaction at a time, PostgreSQL many at once.
 */
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { domainCalls, PLATFORM_V4, PLATFORM_V6 } from './support/domain-fixtures';
import { startFakeDns, type FakeDns } from './support/fake-dns';

let t: TestApp;
let dns: FakeDns;
let owner: Record<string, string>;
let northOwner: Record<string, string>;

beforeAll(async () => {
  dns = await startFakeDns();
  t = await buildTestApp({ DNS_SERVERS: dns.server, STORE_ADDRESSES: `${PLATFORM_V4},${PLATFORM_V6}` });
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await dns.close();
});

const { asNorth, add, verify, entry, resolvesTo, tokenOf } = domainCalls(() => ({ t, owner, northOwner }));

describe('POST /api/admin/domains', () => {
  it('two stores proving one name at once: exactly one gets it', async () => {
    const domain = 'race.example.org';
    expect((await add(domain)).statusCode).toBe(201);
    expect((await add(domain, asNorth())).statusCode).toBe(201);
    // Both records published, as when the name changes hands mid-way.
    dns.set(`_sitka-verify.${domain}`, { txt: [await tokenOf(), await tokenOf(asNorth())] });
    dns.set(domain, { a: [PLATFORM_V4] });
    const answers = await Promise.all([verify(domain), verify(domain, asNorth())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winners = [(await entry(domain))?.verifiedAt, (await entry(domain, asNorth()))?.verifiedAt].filter(
      Boolean,
    );
    expect(winners).toHaveLength(1);
    expect(await resolvesTo(domain)).toBe(answers[0].statusCode === 200 ? 'demo' : 'north');
  });
});
