import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { startRevalidationListener } from './support/revalidation-listener';

const SECRET = 'revalidate-secret-for-tests-0123456789';
let t: TestApp;
let listener: Awaited<ReturnType<typeof startRevalidationListener>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let northOwner: Record<string, string>;

beforeAll(async () => {
  listener = await startRevalidationListener(SECRET);
  t = await buildTestApp({ WEB_URL: listener.url, REVALIDATE_SECRET: SECRET });
  const [a, b, c] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  owner = { ...a, 'x-tenant-id': 'demo' };
  shopper = { ...b, 'x-tenant-id': 'demo' };
  northOwner = { ...c, 'x-tenant-id': 'north' };
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

type Config = {
  pageType: string;
  templateId: string;
  customizations: Record<string, unknown>;
  componentSettings: {
    componentId: string;
    visible: boolean;
    order: number;
    settings: Record<string, unknown>;
  }[];
};

const list = async (headers = owner): Promise<Config[]> => {
  const response = await t.app.inject({ url: '/api/templates', headers });
  expect(response.statusCode).toBe(200);
  return response.json().pageTemplates;
};
const page = async (pageType: string, headers = owner) =>
  (await list(headers)).find((config) => config.pageType === pageType)!;
const save = (pageType: string, payload: unknown, headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/templates/${pageType}`, headers, payload: payload as object });
const setComponent = (pageType: string, type: string, payload: unknown, headers = owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/templates/${pageType}/components/${type}`,
    headers,
    payload: payload as object,
  });
const reset = (pageType: string, headers = owner) =>
  t.app.inject({ method: 'POST', url: `/api/templates/${pageType}/reset`, headers });

it("only the store's admin may read or change its templates", async () => {
  expect((await t.app.inject({ url: '/api/templates', headers: { 'x-tenant-id': 'demo' } })).statusCode).toBe(
    401,
  );
  expect((await t.app.inject({ url: '/api/templates', headers: shopper })).statusCode).toBe(403);
  expect(
    (await t.app.inject({ url: '/api/templates', headers: { ...northOwner, 'x-tenant-id': 'demo' } }))
      .statusCode,
  ).toBe(403);
  expect((await save('home', { templateId: 'Modern' }, { ...shopper })).statusCode).toBe(403);
  expect((await reset('home', { 'x-tenant-id': 'demo' })).statusCode).toBe(401);
});

it('lists the five pages with their default variants', async () => {
  const pages = await list();
  expect(pages.map((config) => [config.pageType, config.templateId])).toEqual([
    ['home', 'Classic'],
    ['productList', 'Grid View'],
    ['productDetail', 'Standard'],
    ['about', 'Story'],
    ['orderHistory', 'Standard'],
  ]);
  expect(pages[0].componentSettings.map((component) => component.componentId)).toEqual([
    'hero',
    'featuredProducts',
    'categoryGrid',
    'newsletter',
    'testimonials',
  ]);
});

it('saves a variant with its own components, refreshes that page, and keeps it to this store', async () => {
  const response = await save('home', { templateId: 'Modern', customizations: { accentBand: true } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    pageType: 'home',
    templateId: 'Modern',
    customizations: { accentBand: true },
  });
  expect(
    response.json().componentSettings.map((component: { componentId: string }) => component.componentId),
  ).toEqual(['hero', 'productGrid', 'imageBlock', 'newsletter']);
  expect((await page('home')).templateId).toBe('Modern');
  expect((await page('home', northOwner)).templateId).toBe('Classic');
  expect(await listener.waitForTag('template:demo:home')).toBe(true);
});

it('saves the components sent, their settings checked for their type and the rest taken from the variant', async () => {
  const response = await save('home', {
    templateId: 'Classic',
    componentSettings: [
      { componentId: 'hero', visible: true, order: 1, settings: { height: 'small' } },
      {
        componentId: 'newsletter',
        visible: false,
        order: 0,
        settings: { heading: 'Letters from the studio' },
      },
    ],
  });
  expect(response.statusCode).toBe(200);
  const [newsletter, hero] = response.json().componentSettings;
  expect(newsletter).toMatchObject({
    componentId: 'newsletter',
    visible: false,
    order: 0,
    settings: { heading: 'Letters from the studio', backgroundColor: 'light' },
  });
  expect(hero).toMatchObject({
    componentId: 'hero',
    order: 1,
    settings: { height: 'small', showOverlay: true, textPosition: 'center' },
  });
});

it('toggles one component and keeps the others; a component the page allows but lacks is added', async () => {
  await reset('home');
  const hidden = await setComponent('home', 'testimonials', { visible: false });
  expect(hidden.statusCode).toBe(200);
  const components = hidden.json().componentSettings as Config['componentSettings'];
  expect(components.find((component) => component.componentId === 'testimonials')).toMatchObject({
    visible: false,
    settings: { autoplaySpeed: 5000 },
  });
  expect(components.filter((component) => component.visible)).toHaveLength(4);

  const tall = await setComponent('home', 'hero', { settings: { height: 'medium' }, order: 3 });
  expect(
    tall
      .json()
      .componentSettings.find((component: { componentId: string }) => component.componentId === 'hero'),
  ).toMatchObject({ order: 3, visible: true, settings: { height: 'medium', textPosition: 'center' } });

  const added = await setComponent('home', 'imageBlock', { visible: true });
  expect(
    added
      .json()
      .componentSettings.find((component: { componentId: string }) => component.componentId === 'imageBlock'),
  ).toMatchObject({ visible: true, settings: { height: 'medium' } });
  expect((await page('home')).componentSettings).toHaveLength(6);
});

it('reset puts a page back to its default variant and components', async () => {
  await save('productList', { templateId: 'List View' });
  await setComponent('productList', 'productList', { visible: false });
  const response = await reset('productList');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    pageType: 'productList',
    templateId: 'Grid View',
    customizations: {},
  });
  expect((await page('productList')).componentSettings).toEqual([
    expect.objectContaining({
      componentId: 'productGrid',
      visible: true,
      settings: expect.objectContaining({ productsToShow: 4, columns: 4 }),
    }),
  ]);
  expect(await listener.waitForTag('template:demo:productList')).toBe(true);
});

describe('refusals', () => {
  it('an unknown page type is a 404 that names it, whatever the body', async () => {
    for (const response of [
      await save('blog', { templateId: 'Classic' }),
      await save('blog', { nonsense: true }),
      await reset('blog'),
      await setComponent('blog', 'hero', { visible: false }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'No templates found for page type: blog',
        code: 'PAGE_TYPE_NOT_FOUND',
      });
    }
  });

  const cases: [string, () => Promise<{ statusCode: number; json: () => unknown }>, string, string][] = [
    [
      'a variant of another page',
      () => save('about', { templateId: 'Modern' }),
      'templateId',
      'There is no template "Modern" for the about page',
    ],
    ['no variant', () => save('about', {}), 'templateId', 'templateId is required'],
    [
      'a component of another page',
      () =>
        save('about', {
          templateId: 'Story',
          componentSettings: [{ componentId: 'orderList', visible: true, order: 0 }],
        }),
      'componentSettings.0.componentId',
      'The about page has no component "orderList"',
    ],
    [
      'a component type that does not exist',
      () =>
        save('home', {
          templateId: 'Classic',
          componentSettings: [{ componentId: 'carousel', visible: true, order: 0 }],
        }),
      'componentSettings.0.componentId',
      'componentId must be one of hero, featuredProducts, categoryGrid, newsletter, imageBlock, productGrid, testimonials, productList, productGallery, productInfo, textBlock, orderList',
    ],
    [
      'a component listed twice',
      () =>
        save('home', {
          templateId: 'Classic',
          componentSettings: [
            { componentId: 'hero', visible: true, order: 0 },
            { componentId: 'hero', visible: false, order: 1 },
          ],
        }),
      'componentSettings.1.componentId',
      'Component "hero" is listed twice',
    ],
    [
      'a hero height that is not small, medium or large',
      () =>
        save('home', {
          templateId: 'Classic',
          componentSettings: [{ componentId: 'hero', visible: true, order: 0, settings: { height: 'huge' } }],
        }),
      'componentSettings.0.settings.height',
      'Must be one of small, medium, large',
    ],
    [
      'a component update for a component of another page',
      () => setComponent('about', 'hero', { visible: false }),
      'componentType',
      'The about page has no component "hero"',
    ],
    [
      'a component update with an unknown type',
      () => setComponent('home', 'marquee', { visible: false }),
      'componentType',
      'The home page has no component "marquee"',
    ],
    [
      'a hero height as a component update',
      () => setComponent('home', 'hero', { settings: { height: 'tall' } }),
      'settings.height',
      'Must be one of small, medium, large',
    ],
    [
      'a setting the component does not have',
      () => setComponent('home', 'hero', { settings: { autoplay: true } }),
      'settings.autoplay',
      'Unknown setting "autoplay" for hero',
    ],
    [
      'products to show that is not a number',
      () => setComponent('productList', 'productGrid', { settings: { productsToShow: 'many' } }),
      'settings.productsToShow',
      'Must be a number',
    ],
    [
      'an autoplay too fast',
      () => setComponent('home', 'testimonials', { settings: { autoplaySpeed: 10 } }),
      'settings.autoplaySpeed',
      'Must be at least 1000',
    ],
    [
      'visibility that is not a flag',
      () => setComponent('home', 'hero', { visible: 'no' }),
      'visible',
      'Must be true or false',
    ],
    [
      'a heading with a NUL in it',
      () => setComponent('home', 'newsletter', { settings: { heading: 'a\u0000b' } }),
      'settings.heading',
      'Contains a character that is not allowed',
    ],
  ];
  it.each(cases)('refuses %s, naming the field', async (_name, call, field, message) => {
    const response = await call();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, field });
  });

  it('no odd body gets a 500', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'x',
      7,
      {},
      { templateId: ['Classic'] },
      { templateId: 'Classic', componentSettings: {} },
      { templateId: 'Classic', componentSettings: [null] },
      { templateId: 'Classic', customizations: { k: { deep: true } } },
      { settings: [] },
      { settings: 'tall' },
      { order: -1 },
      { order: 1.5 },
    ];
    for (const body of bodies) {
      for (const url of ['/api/templates/home', '/api/templates/home/components/hero']) {
        const payload = typeof body === 'object' && body !== null ? (body as object) : JSON.stringify(body);
        const response = await t.app.inject({
          method: 'PUT',
          url,
          headers: { ...owner, 'content-type': 'application/json' },
          payload,
        });
        expect({ url, body, below500: response.statusCode < 500 }).toEqual({ url, body, below500: true });
      }
    }
  });
});
