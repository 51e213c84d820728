import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { startRevalidationListener } from './support/revalidation-listener';

const SECRET = 'revalidate-secret-for-tests-0123456789';
let t: TestApp;
let listener: Awaited<ReturnType<typeof startRevalidationListener>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let demoOwner: Record<string, string>;
let northId: string;
let demoId: string;

type Component = { componentId: string; visible: boolean; order: number; settings: Record<string, unknown> };
type Config = {
  pageType: string;
  templateId: string;
  customizations: Record<string, unknown>;
  componentSettings: Component[];
};

beforeAll(async () => {
  listener = await startRevalidationListener(SECRET);
  t = await buildTestApp({ WEB_URL: listener.url, REVALIDATE_SECRET: SECRET });
  const [north, shopperToken, demo] = await Promise.all([
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
    bearerFor(t.app, 'owner@demo.test'),
  ]);
  owner = { ...north, 'x-tenant-id': 'north' };
  shopper = { ...shopperToken, 'x-tenant-id': 'demo' };
  demoOwner = { ...demo, 'x-tenant-id': 'demo' };
  northId = (await t.app.inject({ url: '/api/stores/by-identifier/north', headers: owner })).json()._id;
  demoId = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demoOwner })).json()._id;
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

const store = async () =>
  (await t.app.inject({ url: '/api/stores/by-identifier/north', headers: owner })).json();
const pages = async (headers = owner): Promise<Config[]> =>
  (await t.app.inject({ url: '/api/templates', headers })).json().pageTemplates;
const page = async (pageType: string) => (await pages()).find((config) => config.pageType === pageType)!;
const saveAll = (payload: unknown, headers = owner, id = northId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stores/${id}/customization`,
    headers,
    payload: payload as object,
  });
const rollback = () =>
  t.app.inject({ method: 'POST', url: `/api/stores/${northId}/theme/rollback`, headers: owner });
const visible = (config: Config) =>
  config.componentSettings.filter((component) => component.visible).map((component) => component.componentId);

it('only the store’s own admin may save, and a refused page writes nothing at all', async () => {
  const body = {
    theme: {
      colors: {
        primary: '#123456',
        secondary: '#131B2E',
        background: '#FFFFFF',
        text: '#333333',
        accent: '#0B0F1C',
      },
    },
  };
  expect((await saveAll(body, { 'x-tenant-id': 'north' })).statusCode).toBe(401);
  expect((await saveAll(body, shopper, demoId)).statusCode).toBe(403);
  // Another store's id from this store's admin: not found here, and that store is untouched.
  const foreign = await saveAll(body, owner, demoId);
  expect(foreign.statusCode).toBe(404);
  expect(
    (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demoOwner })).json().theme.colors
      .primary,
  ).not.toBe('#123456');

  const before = await store();
  const refused = await saveAll({
    ...body,
    business: { storeName: 'Changed Name' },
    pageTemplates: [
      { pageType: 'home', templateId: 'Modern' },
      { pageType: 'about', templateId: 'Scrapbook' },
    ],
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'UNKNOWN_TEMPLATE', field: 'pageTemplates.1.templateId' });
  expect(await store()).toEqual(before);
  expect((await page('home')).templateId).toBe('Classic');

  const badColour = await saveAll({ theme: { colors: { ...body.theme.colors, accent: 'blue' } } });
  expect(badColour.statusCode).toBe(400);
  expect(badColour.json()).toMatchObject({ error: 'Invalid color', field: 'theme.colors.accent' });
  for (const odd of [
    null,
    [],
    'x',
    { pageTemplates: 'home' },
    { theme: { fonts: null } },
    { business: { storeName: 'a\u0000b' } },
    {
      pageTemplates: [
        { pageType: 'home', templateId: 'Classic' },
        { pageType: 'home', templateId: 'Modern' },
      ],
    },
  ]) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${northId}/customization`,
      headers: { ...owner, 'content-type': 'application/json' },
      payload: JSON.stringify(odd),
    });
    expect({ odd, status: response.statusCode }).toEqual({ odd, status: 400 });
    expect(response.json()).toEqual(
      expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
    );
  }
});

it('Save All writes the theme, the details and the page layouts as one version; one rollback takes back exactly it', async () => {
  // An earlier save of the colours alone: the version before Save All.
  const original = await store();
  const firstColors = { ...original.theme.colors, primary: '#A1A1A1' };
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/stores/${northId}/theme`,
        headers: owner,
        payload: { operation: 'updateColors', colors: firstColors },
      })
    ).statusCode,
  ).toBe(200);
  const beforeHome = await page('home');
  const beforeShop = await page('productList');

  const saved = await saveAll({
    theme: {
      colors: { ...firstColors, primary: '#AA3355' },
      hero: { url: '', altText: '', overlay: false, textPosition: 'right' },
    },
    business: { storeName: 'North Star Silver', description: 'Silver from the far north, made by hand.' },
    pageTemplates: [
      {
        pageType: 'home',
        templateId: 'Modern',
        componentSettings: [
          {
            componentId: 'hero',
            visible: true,
            order: 0,
            settings: { showOverlay: false, textPosition: 'right', height: 'small' },
          },
          { componentId: 'productGrid', visible: true, order: 1, settings: {} },
          { componentId: 'imageBlock', visible: true, order: 2, settings: {} },
          { componentId: 'newsletter', visible: false, order: 3, settings: {} },
        ],
      },
      // Sent as it is saved: not a change, and not part of the version.
      beforeShop,
    ],
  });
  expect(saved.statusCode).toBe(200);
  const answer = saved.json();
  expect(answer.store).toMatchObject({
    storeName: 'North Star Silver',
    businessInfo: { description: 'Silver from the far north, made by hand.' },
    theme: { colors: { primary: '#AA3355' }, hero: { textPosition: 'right' } },
  });
  const savedHome = answer.pageTemplates.find((config: Config) => config.pageType === 'home');
  expect(savedHome.templateId).toBe('Modern');
  expect(visible(savedHome)).toEqual(['hero', 'productGrid', 'imageBlock']);
  // The home page's hero is the one sent (what the preview showed), settings not sent from the variant.
  expect(savedHome.componentSettings[0].settings).toEqual({
    showOverlay: false,
    textPosition: 'right',
    height: 'small',
  });
  expect(savedHome.componentSettings[1].settings).toMatchObject({ productsToShow: 8, columns: 4 });
  expect(await page('home')).toEqual(savedHome);
  expect(await listener.waitForTag('store:north')).toBe(true);
  expect(await listener.waitForTag('template:north:home')).toBe(true);

  // One rollback: the colours, hero, name, description and home layout of before Save All.
  const back = await rollback();
  expect(back.statusCode).toBe(200);
  expect(back.json().theme).toEqual({ ...original.theme, colors: firstColors });
  expect(back.json().storeName).toBe(original.storeName);
  expect(back.json().businessInfo).toEqual(original.businessInfo);
  expect(await page('home')).toEqual(beforeHome);
  expect(await page('productList')).toEqual(beforeShop);
  // The next rollback is the colour save before it, and then there is nothing left.
  expect((await rollback()).json().theme).toEqual(original.theme);
  expect((await rollback()).statusCode).toBe(409);
});

it('a Save All that changes nothing writes no version', async () => {
  const current = await store();
  const unchanged = await saveAll({
    theme: { colors: current.theme.colors },
    business: { storeName: current.storeName },
    pageTemplates: [await page('home')],
  });
  expect(unchanged.statusCode).toBe(200);
  expect((await rollback()).statusCode).toBe(409);
});

it('a component toggle writes the variant on screen, not the saved one', async () => {
  expect((await page('home')).templateId).toBe('Classic');
  // Modern on screen (not saved): hiding its newsletter saves Modern without it.
  const shown = await t.app.inject({
    method: 'PUT',
    url: '/api/templates/home/components/newsletter',
    headers: owner,
    payload: { templateId: 'Modern', visible: false },
  });
  expect(shown.statusCode).toBe(200);
  expect(shown.json().templateId).toBe('Modern');
  expect(visible(shown.json())).toEqual(['hero', 'productGrid', 'imageBlock']);
  // Classic back on screen: a toggle there is Classic's, from Classic's own components.
  const classic = await t.app.inject({
    method: 'PUT',
    url: '/api/templates/home/components/testimonials',
    headers: owner,
    payload: { templateId: 'Classic', visible: false },
  });
  expect(classic.json().templateId).toBe('Classic');
  expect(visible(classic.json())).toEqual(['hero', 'featuredProducts', 'categoryGrid', 'newsletter']);
  // The saved variant when none is named; an unknown one is refused naming the field.
  const same = await t.app.inject({
    method: 'PUT',
    url: '/api/templates/home/components/testimonials',
    headers: owner,
    payload: { visible: true },
  });
  expect(same.json().templateId).toBe('Classic');
  const unknown = await t.app.inject({
    method: 'PUT',
    url: '/api/templates/home/components/hero',
    headers: owner,
    payload: { templateId: 'Brutalist', visible: false },
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_TEMPLATE', field: 'templateId' });
  await t.app.inject({ method: 'POST', url: '/api/templates/home/reset', headers: owner });
});
