import { bearerFor, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
let demoOwner: Record<string, string>;
let northOwner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const [a, b] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  demoOwner = { ...a, 'x-tenant-id': 'demo' };
  northOwner = { ...b, 'x-tenant-id': 'north' };
});
afterAll(() => t.close());

const read = (pageType: string, tenant?: string) =>
  t.app.inject({ url: `/api/page-templates/${pageType}`, headers: tenant ? { 'x-tenant-id': tenant } : {} });

it('answers a page never saved with its default variant, without sign-in', async () => {
  const response = await read('productDetail', 'demo');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ pageType: 'productDetail', templateId: 'Standard' });
  expect(
    response.json().componentSettings.map((component: { componentId: string }) => component.componentId),
  ).toEqual(['productGallery', 'productInfo']);
});

it('answers what the owner saved, components in their order', async () => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/templates/home',
    headers: demoOwner,
    payload: {
      templateId: 'Classic',
      componentSettings: [
        { componentId: 'newsletter', visible: true, order: 0, settings: { heading: 'Hello' } },
        { componentId: 'hero', visible: false, order: 1, settings: { height: 'small' } },
      ],
    },
  });
  expect(saved.statusCode).toBe(200);
  const response = await read('home', 'demo');
  expect(response.statusCode).toBe(200);
  const config = response.json();
  expect(config.templateId).toBe('Classic');
  expect(config.componentSettings).toEqual([
    expect.objectContaining({
      componentId: 'newsletter',
      visible: true,
      order: 0,
      settings: expect.objectContaining({ heading: 'Hello' }),
    }),
    expect.objectContaining({
      componentId: 'hero',
      visible: false,
      order: 1,
      settings: expect.objectContaining({ height: 'small' }),
    }),
  ]);
});

it("never answers one store's template to another store's header", async () => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/templates/productList',
    headers: northOwner,
    payload: { templateId: 'List View' },
  });
  expect(saved.statusCode).toBe(200);
  expect((await read('productList', 'north')).json().templateId).toBe('List View');
  expect((await read('productList', 'demo')).json().templateId).toBe('Grid View');
  // A bearer token of the other store changes nothing: the header names the store.
  const withToken = await t.app.inject({
    url: '/api/page-templates/productList',
    headers: { ...northOwner, 'x-tenant-id': 'demo' },
  });
  expect(withToken.json().templateId).toBe('Grid View');
});

it('refuses an unknown page with 404 and a missing or unknown store as every catalog route does', async () => {
  const unknown = await read('checkout', 'demo');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({
    code: 'PAGE_TYPE_NOT_FOUND',
    error: 'No templates found for page type: checkout',
  });
  expect((await read('home')).statusCode).toBe(400);
  expect((await read('home', 'nowhere')).statusCode).toBe(404);
});

it('is read-only', async () => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/page-templates/home',
    headers: { 'x-tenant-id': 'demo' },
    payload: { templateId: 'Modern' },
  });
  expect(response.statusCode).toBe(404);
  expect((await read('home', 'demo')).json().templateId).toBe('Classic');
});
