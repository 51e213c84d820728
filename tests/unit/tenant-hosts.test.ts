/**
 * The web's host → store cache learns of a store's domain changes: the api posts the host names to
 * /api/revalidate/hosts, and the next request on each asks the api again, in every bundle of the
 * web's process (the proxy is bundled apart from the route handlers).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { announceExpiredTags } from '@/lib/shared-cache/expired-tags';
import { TAGS } from '@/lib/tags';

const SECRET = 'hosts-test-secret';
/** Which store the stand-in api names for each host; a host it does not know is 404. */
const owners = new Map<string, string>();
const api = http.createServer((request, response) => {
  const host = new URL(request.url!, 'http://x').searchParams.get('host') ?? '';
  const tenantId = owners.get(host);
  response
    .writeHead(tenantId ? 200 : 404, { 'content-type': 'application/json' })
    .end(JSON.stringify(tenantId ? { tenantId } : { code: 'TENANT_NOT_FOUND' }));
});

let tenants: typeof import('@/lib/api/tenant-hosts');
let route: typeof import('@/app/api/revalidate/hosts/route');
const post = (body: unknown, secret = SECRET) =>
  route.POST(
    new Request('http://web.test/api/revalidate/hosts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify(body),
    }),
  );

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.DEFAULT_TENANT = 'demo';
  process.env.REVALIDATE_SECRET = SECRET;
  tenants = await import('@/lib/api/tenant-hosts');
  route = await import('@/app/api/revalidate/hosts/route');
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  owners.clear();
  tenants.forgetTenants();
});

it('a domain a store adds serves that store on the next request, not after the cache expires', async () => {
  expect(await tenants.resolveTenant('shop.fjord.example')).toBe('demo');
  owners.set('shop.fjord.example', 'fjord');
  expect(await tenants.resolveTenant('shop.fjord.example')).toBe('demo');
  const response = await post({ hosts: ['Shop.Fjord.example'] });
  expect(response.status).toBe(200);
  expect(await tenants.resolveTenant('shop.fjord.example')).toBe('fjord');
});

it('a removed domain stops serving the store that had it', async () => {
  owners.set('old.fjord.example', 'fjord');
  expect(await tenants.resolveTenant('old.fjord.example')).toBe('fjord');
  owners.delete('old.fjord.example');
  await post({ hosts: ['old.fjord.example'] });
  expect(await tenants.resolveTenant('old.fjord.example')).toBe('demo');
});

it('reaches another bundle’s copy of the module (the proxy’s)', async () => {
  let proxyCopy!: typeof import('@/lib/api/tenant-hosts');
  jest.isolateModules(() => {
    proxyCopy = jest.requireActual('@/lib/api/tenant-hosts');
  });
  expect(proxyCopy).not.toBe(tenants);
  expect(await proxyCopy.resolveTenant('moved.example')).toBe('demo');
  owners.set('moved.example', 'north');
  await post({ hosts: ['moved.example'] });
  expect(await proxyCopy.resolveTenant('moved.example')).toBe('north');
});

it('forgets nothing for a caller without the secret or with a malformed body', async () => {
  owners.set('kept.example', 'north');
  expect(await tenants.resolveTenant('kept.example')).toBe('north');
  owners.set('kept.example', 'fjord');
  expect((await post({ hosts: ['kept.example'] }, 'wrong')).status).toBe(401);
  const malformed = await post({ hosts: 'kept.example' });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'hosts' });
  expect(await tenants.resolveTenant('kept.example')).toBe('north');
});

it('with the shared cache, a host tag the api expired reaches this process (the proxy’s copy too)', async () => {
  let proxyCopy!: typeof import('@/lib/api/tenant-hosts');
  jest.isolateModules(() => {
    proxyCopy = jest.requireActual('@/lib/api/tenant-hosts');
  });
  expect(await proxyCopy.resolveTenant('shared.example')).toBe('demo');
  owners.set('shared.example', 'fjord');
  // What the cache handler announces when the tag state says these expired on any instance.
  announceExpiredTags([TAGS.store('fjord'), TAGS.host('Shared.Example')]);
  expect(await proxyCopy.resolveTenant('shared.example')).toBe('fjord');
  expect(await tenants.resolveTenant('shared.example')).toBe('fjord');
});

it('other expired tags leave the hosts it knows alone', async () => {
  owners.set('steady.example', 'north');
  expect(await tenants.resolveTenant('steady.example')).toBe('north');
  owners.set('steady.example', 'fjord');
  announceExpiredTags([TAGS.store('north'), TAGS.products('north')]);
  expect(await tenants.resolveTenant('steady.example')).toBe('north');
});
