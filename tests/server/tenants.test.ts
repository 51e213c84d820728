import { createTenant } from '@/server/src/services/tenants';
import { buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('creates a store with its domain, store record and first admin, who can sign in there only', async () => {
  await createTenant(t.database.db, { slug: 'fjord', name: 'Fjord Ceramics', domain: 'Fjord.Example.com', adminEmail: 'Owner@Fjord.test', adminPassword: 'Kiln-fired-2026!' });
  const resolved = await t.app.inject({ url: '/api/tenants/resolve?host=fjord.example.com' });
  expect(resolved.json()).toEqual({ tenantId: 'fjord' });
  const store = await t.app.inject({ url: '/api/stores/by-identifier/fjord', headers: { 'x-tenant-id': 'fjord' } });
  expect(store.json()).toMatchObject({ storeName: 'Fjord Ceramics', theme: { colors: { primary: '#14F197' } } });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-tenant-id': 'fjord' }, payload: { email: 'owner@fjord.test', password: 'Kiln-fired-2026!' } });
  expect(login.json()).toMatchObject({ role: 'admin', tenantId: 'fjord' });
  const elsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-tenant-id': 'demo' }, payload: { email: 'owner@fjord.test', password: 'Kiln-fired-2026!' } });
  expect(elsewhere.statusCode).toBe(401);
});

it('refuses a bad slug, a weak password and a slug that exists', async () => {
  const base = { name: 'X', adminEmail: 'a@b.test', adminPassword: 'Kiln-fired-2026!' };
  await expect(createTenant(t.database.db, { ...base, slug: 'Bad Slug' })).rejects.toThrow('slug');
  await expect(createTenant(t.database.db, { ...base, slug: 'weak', adminPassword: 'short' })).rejects.toThrow('Password must be at least 8 characters long');
  await expect(createTenant(t.database.db, { ...base, slug: 'demo' })).rejects.toThrow();
});
