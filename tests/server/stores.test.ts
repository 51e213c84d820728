import { createTenant } from '@/server/src/services/stores/tenants';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startRevalidationListener } from './support/revalidation-listener';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';
import { DEFAULT_WORK_CALENDAR } from '@/lib/schemas/making-time';

const SECRET = 'revalidate-secret-for-tests-0123456789';
let t: TestApp;
let listener: Awaited<ReturnType<typeof startRevalidationListener>>;
let owner: { authorization: string };
let shopper: { authorization: string };
let northOwner: { authorization: string };
let demoId: string;
let northId: string;

const north = { 'x-tenant-id': 'north' };

const getStore = async (headers: Record<string, string>, tenant: string) =>
  t.app.inject({ url: `/api/stores/by-identifier/${tenant}`, headers });

beforeAll(async () => {
  listener = await startRevalidationListener(SECRET);
  t = await buildTestApp({ WEB_URL: listener.url, REVALIDATE_SECRET: SECRET });
  [owner, shopper, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  demoId = (await getStore(demo, 'demo')).json()._id;
  northId = (await getStore(north, 'north')).json()._id;
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

const put = (headers: Record<string, string>, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const post = (headers: Record<string, string>, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const wizardState = {
  storeName: 'Sitka Silver & Clay',
  businessInfo: {
    description: 'Sterling silver and stoneware, made by hand in Sitka.',
    email: 'Studio@Demo.test',
    phoneNumber: '907 555 0199',
    address: { street: '201 Lincoln St', city: 'Sitka', state: 'AK', zipCode: '99835' },
    brandStory: 'We started at a kitchen table facing the sound.',
    categories: ['Rings', 'Earrings', 'Rings'],
  },
  theme: {
    colors: {
      primary: '#112233',
      secondary: '#445566',
      background: '#FFFFFF',
      text: '#222222',
      accent: '#ABCDEF',
    },
  },
  socialLinks: {
    website: 'https://sitka.example.com',
    instagram: '@sitkastudio',
    facebook: '',
    pinterest: 'https://pinterest.com/sitka',
    etsy: '',
  },
  shippingMethods: { local: true, national: true, international: false },
};

describe('who may change a store', () => {
  it('needs a token, an admin, and the admin of this store', async () => {
    const url = `/api/stores/${demoId}`;
    const body = { storeName: 'Anything' };
    expect((await put(demo, url, body)).statusCode).toBe(401);
    expect((await put({ ...demo, ...shopper }, url, body)).statusCode).toBe(403);
    // Another store's admin with this store's header: refused by the token check.
    expect((await put({ ...demo, ...northOwner }, url, body)).statusCode).toBe(403);
    // Another store's admin on their own store, naming this store's id: not found there.
    const foreign = await put({ ...north, ...northOwner }, url, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
    expect(
      (
        await put({ ...north, ...northOwner }, `/api/stores/${demoId}/theme`, {
          operation: 'updateColors',
          colors: wizardState.theme.colors,
        })
      ).statusCode,
    ).toBe(404);
    expect((await post({ ...north, ...northOwner }, `/api/stores/${demoId}/theme/rollback`)).statusCode).toBe(
      404,
    );
    expect((await getStore(demo, 'demo')).json().storeName).not.toBe('Anything');
  });

  it('refuses a body that names another tenant, and an id that is not one', async () => {
    const other = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, {
      tenant: 'north',
      storeName: 'Other',
    });
    expect(other.statusCode).toBe(403);
    const badId = await put({ ...demo, ...owner }, '/api/stores/not-an-id', { storeName: 'Other' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ error: 'Invalid store id', field: 'id' });
  });
});

describe('creating a store', () => {
  it('a new tenant has no store until its owner makes one with Quick Create; a second create is a conflict', async () => {
    await createTenant(t.database.db, {
      slug: 'fjord',
      name: 'Fjord Ceramics',
      adminEmail: 'owner@fjord.test',
      adminPassword: 'Kiln-fired-2026!',
    });
    const fjord = { 'x-tenant-id': 'fjord' };
    const missing = await getStore(fjord, 'fjord');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'No store found', code: 'STORE_NOT_FOUND' });

    const fjordOwner = await bearerFor(t.app, 'owner@fjord.test', 'fjord', 'Kiln-fired-2026!');
    const quick = {
      tenant: 'fjord',
      storeName: 'Fjord Ceramics',
      businessInfo: { description: 'Wood-fired bowls from the fjord.', email: 'hello@fjord.test' },
      theme: {
        colors: {
          primary: '#123',
          secondary: '#131B2E',
          background: '#FFFFFF',
          text: '#333333',
          accent: '#0B0F1CFF',
        },
      },
    };
    const created = await post({ ...fjord, ...fjordOwner }, '/api/stores', quick);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      tenant: 'fjord',
      storeName: 'Fjord Ceramics',
      theme: {
        colors: { primary: '#123', accent: '#0B0F1CFF' },
        fonts: { baseFontSize: 16, headingFontSize: 32 },
      },
    });
    expect((await getStore(fjord, 'fjord')).json()).toMatchObject({
      storeName: 'Fjord Ceramics',
      businessInfo: { email: 'hello@fjord.test' },
    });
    expect(await listener.waitForTag('store:fjord')).toBe(true);

    const again = await post({ ...fjord, ...fjordOwner }, '/api/stores', quick);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STORE_EXISTS' });
    // Nothing to roll back on a store that was just made.
    const rollback = await post(
      { ...fjord, ...fjordOwner },
      `/api/stores/${created.json()._id}/theme/rollback`,
    );
    expect(rollback.statusCode).toBe(409);
  });

  it("the demo store already exists, and the admin of one store cannot create another tenant's", async () => {
    const body = {
      storeName: 'Again',
      businessInfo: { description: 'A second store here.', email: 'a@demo.test' },
    };
    expect((await post({ ...demo, ...owner }, '/api/stores', body)).statusCode).toBe(409);
    expect((await post({ ...demo, ...owner }, '/api/stores', { ...body, tenant: 'north' })).statusCode).toBe(
      403,
    );
    expect((await post({ ...demo, ...shopper }, '/api/stores', body)).statusCode).toBe(403);
    expect((await post(demo, '/api/stores', body)).statusCode).toBe(401);
  });
});

describe("the wizard rules, with the spec's messages", () => {
  const cases: [string, unknown, string, string][] = [
    ['a one-letter name', { ...wizardState, storeName: 'A' }, 'storeName', 'Store name is required'],
    ['an empty name', { ...wizardState, storeName: '  ' }, 'storeName', 'Store name is required'],
    [
      'a name with a NUL in it',
      { ...wizardState, storeName: 'Sitka\u0000Silver' },
      'storeName',
      'Contains a character that is not allowed',
    ],
    [
      'a short description',
      { ...wizardState, businessInfo: { ...wizardState.businessInfo, description: 'Too short' } },
      'businessInfo.description',
      'Description is required',
    ],
    [
      'a bad email',
      { ...wizardState, businessInfo: { ...wizardState.businessInfo, email: 'not-an-email' } },
      'businessInfo.email',
      'Invalid email',
    ],
    [
      'a bad phone',
      { ...wizardState, businessInfo: { ...wizardState.businessInfo, phoneNumber: '12345' } },
      'businessInfo.phoneNumber',
      PHONE_INVALID_MESSAGE,
    ],
    [
      'no street',
      {
        ...wizardState,
        businessInfo: {
          ...wizardState.businessInfo,
          address: { ...wizardState.businessInfo.address, street: ' ' },
        },
      },
      'businessInfo.address.street',
      'Street is required',
    ],
    [
      'no city',
      {
        ...wizardState,
        businessInfo: {
          ...wizardState.businessInfo,
          address: { ...wizardState.businessInfo.address, city: '' },
        },
      },
      'businessInfo.address.city',
      'City is required',
    ],
    [
      'a city of digits',
      {
        ...wizardState,
        businessInfo: {
          ...wizardState.businessInfo,
          address: { ...wizardState.businessInfo.address, city: '12345' },
        },
      },
      'businessInfo.address.city',
      'Invalid city',
    ],
    [
      'no state',
      {
        ...wizardState,
        businessInfo: {
          ...wizardState.businessInfo,
          address: { ...wizardState.businessInfo.address, state: '' },
        },
      },
      'businessInfo.address.state',
      'State is required',
    ],
    [
      'a bad zip',
      {
        ...wizardState,
        businessInfo: {
          ...wizardState.businessInfo,
          address: { ...wizardState.businessInfo.address, zipCode: '998' },
        },
      },
      'businessInfo.address.zipCode',
      'Invalid ZIP code',
    ],
    [
      'a website that is not a URL',
      { ...wizardState, socialLinks: { website: 'sitka dot com' } },
      'socialLinks.website',
      'Invalid URL',
    ],
    [
      'a javascript: link',
      { ...wizardState, socialLinks: { etsy: 'javascript:alert(1)' } },
      'socialLinks.etsy',
      'Invalid URL',
    ],
    [
      'an instagram that is neither',
      { ...wizardState, socialLinks: { instagram: 'not a handle!' } },
      'socialLinks.instagram',
      'Invalid URL',
    ],
    [
      'an unknown category',
      { ...wizardState, businessInfo: { ...wizardState.businessInfo, categories: ['Hats'] } },
      'businessInfo.categories.0',
      'Category must be one of Rings, Necklaces, Bracelets, Earrings, Custom Pieces',
    ],
    [
      'a colour that is not hex',
      { ...wizardState, theme: { colors: { ...wizardState.theme.colors, primary: 'red' } } },
      'theme.colors.primary',
      'Invalid color',
    ],
    [
      'a shipping method that is not a flag',
      { ...wizardState, shippingMethods: { local: 'yes', national: true, international: false } },
      'shippingMethods.local',
      'Must be true or false',
    ],
  ];
  it.each(cases)('refuses %s', async (_name, body, field, message) => {
    const response = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR', field });
  });

  it('saves the whole wizard state: links, brand story, categories, shipping and a formatted phone', async () => {
    const response = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, wizardState);
    expect(response.statusCode).toBe(200);
    const saved = (await getStore(demo, 'demo')).json();
    expect(saved).toMatchObject({
      storeName: 'Sitka Silver & Clay',
      businessInfo: {
        email: 'studio@demo.test',
        phoneNumber: '(907) 555-0199',
        brandStory: 'We started at a kitchen table facing the sound.',
        categories: ['Rings', 'Earrings'],
        address: { street: '201 Lincoln St', city: 'Sitka', state: 'AK', zipCode: '99835', country: 'US' },
      },
      socialLinks: {
        website: 'https://sitka.example.com',
        instagram: '@sitkastudio',
        pinterest: 'https://pinterest.com/sitka',
      },
      shippingMethods: { local: true, national: true, international: false },
      theme: { colors: { primary: '#112233' } },
    });
    expect(await listener.waitForTag('store:demo')).toBe(true);
  });

  it('takes city names in any script', async () => {
    const body = {
      businessInfo: {
        address: { street: 'Bahnhofstrasse 1', city: 'Zürich', state: 'ZH', zipCode: '80011' },
      },
    };
    const response = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().businessInfo.address.city).toBe('Zürich');
  });

  it('Quick Edit changes the name and business fields it sends and keeps the rest', async () => {
    const before = (await getStore(demo, 'demo')).json();
    const response = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, {
      storeName: 'Sitka Studio',
      businessInfo: { email: 'desk@demo.test', phoneNumber: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      storeName: 'Sitka Studio',
      businessInfo: {
        email: 'desk@demo.test',
        phoneNumber: '',
        description: before.businessInfo.description,
        brandStory: before.businessInfo.brandStory,
      },
      theme: before.theme,
    });
  });
});

describe('the making calendar', () => {
  it("answers the defaults until set, keeps one sent, and a save without it keeps the store's", async () => {
    expect((await getStore(demo, 'demo')).json().workCalendar).toEqual(DEFAULT_WORK_CALENDAR);
    const calendar = {
      defaultMakingTime: { kind: 'made', min: 1, max: 2, unit: 'weeks' },
      workingDays: [6, 2, 3, 2],
      holidays: ['2026-12-25', '2026-12-24'],
    };
    const saved = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, { workCalendar: calendar });
    expect(saved.statusCode).toBe(200);
    const sorted = { ...calendar, workingDays: [2, 3, 6], holidays: ['2026-12-24', '2026-12-25'] };
    expect(saved.json().workCalendar).toEqual(sorted);
    expect((await getStore(demo, 'demo')).json().workCalendar).toEqual(sorted);
    await put({ ...demo, ...owner }, `/api/stores/${demoId}`, { storeName: 'Sitka Studio' });
    expect((await getStore(demo, 'demo')).json().workCalendar).toEqual(sorted);
    // Parts left out take the defaults.
    const partial = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, { workCalendar: {} });
    expect(partial.json().workCalendar).toEqual(DEFAULT_WORK_CALENDAR);
  });

  it.each([
    [
      'workCalendar.defaultMakingTime.min',
      { defaultMakingTime: { kind: 'made', min: 3, max: 2, unit: 'days' } },
    ],
    ['workCalendar.workingDays.0', { workingDays: [7] }],
    ['workCalendar.holidays.0', { holidays: ['25/12/2026'] }],
  ])('refuses a bad calendar with 400 naming %s', async (field, workCalendar) => {
    const response = await put({ ...demo, ...owner }, `/api/stores/${demoId}`, { workCalendar });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('theme changes and rollback', () => {
  const colors = (primary: string) => ({
    primary,
    secondary: '#131B2E',
    background: '#FFFFFF',
    text: '#333333',
    accent: '#0B0F1C',
  });
  const theme = (payload: unknown, headers = { ...north, ...northOwner }, id = northId) =>
    put(headers, `/api/stores/${id}/theme`, payload);
  const rollback = (headers = { ...north, ...northOwner }, id = northId) =>
    post(headers, `/api/stores/${id}/theme/rollback`);

  it("a saved hero's overlay and text position reach the home page's hero, and a rollback takes them back", async () => {
    const homeHero = async () => {
      const { pageTemplates } = (
        await t.app.inject({ url: '/api/templates', headers: { ...north, ...northOwner } })
      ).json() as {
        pageTemplates: {
          pageType: string;
          componentSettings: { componentId: string; settings: Record<string, unknown> }[];
        }[];
      };
      return pageTemplates
        .find((template) => template.pageType === 'home')!
        .componentSettings.find((component) => component.componentId === 'hero')!.settings;
    };
    const before = await homeHero();
    const hero = await theme({
      operation: 'updateHero',
      hero: { url: '', altText: '', overlay: !before.showOverlay, textPosition: 'right' },
    });
    expect(hero.statusCode).toBe(200);
    expect(await homeHero()).toMatchObject({
      showOverlay: !before.showOverlay,
      textPosition: 'right',
      height: before.height,
    });
    expect(await listener.waitForTag('template:north:home')).toBe(true);
    // A colour change leaves the home page's hero as the owner set it.
    await theme({ operation: 'updateColors', colors: colors('#0A0A0A') });
    await rollback();
    expect(await homeHero()).toMatchObject({ showOverlay: !before.showOverlay, textPosition: 'right' });
    await rollback();
    expect(await homeHero()).toMatchObject({
      showOverlay: before.showOverlay,
      textPosition: before.textPosition,
    });
  });

  it('each operation changes its part, and rollback goes back one version at a time until none is left', async () => {
    const original = (await getStore(north, 'north')).json().theme;
    const first = await theme({ operation: 'updateColors', colors: colors('#AA0000') });
    expect(first.statusCode).toBe(200);
    expect(first.json().theme.colors.primary).toBe('#AA0000');
    const fonts = await theme({
      operation: 'updateFonts',
      fonts: {
        primary: 'Verdana, sans-serif',
        secondary: 'Georgia, serif',
        baseFontSize: '18',
        headingFontSize: 40,
      },
    });
    expect(fonts.json().theme.fonts).toEqual({
      primary: 'Verdana, sans-serif',
      secondary: 'Georgia, serif',
      baseFontSize: 18,
      headingFontSize: 40,
    });
    const logo = await theme({
      operation: 'updateLogo',
      logo: {
        url: '/api/stores/media/north/logo-0123456789abcdef-800.webp',
        altText: 'North Star',
        maxWidth: 1000,
      },
    });
    expect(logo.json().theme.logo).toEqual({
      url: '/api/stores/media/north/logo-0123456789abcdef-800.webp',
      altText: 'North Star',
      maxWidth: 500,
    });
    const hero = await theme({
      operation: 'updateHero',
      hero: {
        url: 'https://images.example.com/hero.webp',
        altText: 'Tundra',
        overlay: false,
        textPosition: 'left',
      },
    });
    expect(hero.json().theme.hero).toMatchObject({
      url: 'https://images.example.com/hero.webp',
      overlay: false,
      textPosition: 'left',
    });
    expect(await listener.waitForTag('store:north')).toBe(true);

    // Four changes, four steps back: hero, logo, fonts, colours.
    expect((await rollback()).json().theme.hero).toEqual(original.hero);
    const twice = (await rollback()).json().theme;
    expect(twice.logo).toEqual(original.logo);
    expect(twice.fonts.baseFontSize).toBe(18);
    expect((await rollback()).json().theme.fonts).toEqual(original.fonts);
    const back = await rollback();
    expect(back.json().theme).toEqual(original);
    expect((await getStore(north, 'north')).json().theme).toEqual(original);

    const none = await rollback();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      error: 'There is no earlier theme to roll back to',
      code: 'NOTHING_TO_ROLL_BACK',
    });
  });

  it('a save that changes nothing writes no version; a theme sent by the wizard does', async () => {
    const current = (await getStore(north, 'north')).json().theme;
    await theme({ operation: 'updateColors', colors: current.colors });
    expect((await rollback()).statusCode).toBe(409);
    const wizard = await put({ ...north, ...northOwner }, `/api/stores/${northId}`, {
      theme: { colors: colors('#00AA00') },
    });
    expect(wizard.json().theme.colors.primary).toBe('#00AA00');
    expect((await rollback()).json().theme.colors).toEqual(current.colors);
  });

  it('changes sent at the same moment are each kept as a version, so rollbacks undo them one by one', async () => {
    const original = (await getStore(north, 'north')).json().theme;
    const answers = await Promise.all(
      ['#101010', '#202020', '#303030'].map((primary) =>
        theme({ operation: 'updateColors', colors: colors(primary) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const seen = new Set<string>();
    for (let step = 0; step < 3; step += 1) {
      const back = await rollback();
      expect(back.statusCode).toBe(200);
      seen.add(back.json().theme.colors.primary);
    }
    expect((await getStore(north, 'north')).json().theme).toEqual(original);
    expect(seen.has(original.colors.primary)).toBe(true);
  });

  it("keeps each store's history to itself", async () => {
    const demoBefore = (await getStore(demo, 'demo')).json().theme;
    await theme({ operation: 'updateColors', colors: colors('#0000AA') });
    expect((await rollback({ ...demo, ...owner }, demoId)).statusCode).toBe(200); // demo's own wizard change
    expect((await getStore(north, 'north')).json().theme.colors.primary).toBe('#0000AA');
    expect((await getStore(demo, 'demo')).json().theme).not.toEqual(demoBefore);
  });

  const refusals: [string, unknown, string, string][] = [
    [
      'an unknown operation',
      { operation: 'updateEverything', colors: colors('#000') },
      'operation',
      'operation must be one of updateColors, updateFonts, updateLogo, updateHero',
    ],
    [
      'colours without a hex value',
      { operation: 'updateColors', colors: colors('#12345') },
      'colors.primary',
      'Invalid color',
    ],
    [
      'a font size not offered',
      {
        operation: 'updateFonts',
        fonts: { primary: 'Arial', secondary: 'Georgia', baseFontSize: 15, headingFontSize: 32 },
      },
      'fonts.baseFontSize',
      'Base font size must be one of 12, 14, 16, 18, 20',
    ],
    [
      'a font that would break out of the style',
      {
        operation: 'updateFonts',
        fonts: {
          primary: 'Arial; } body { display:none',
          secondary: 'Georgia',
          baseFontSize: 16,
          headingFontSize: 32,
        },
      },
      'fonts.primary',
      'Font must be a list of font names',
    ],
    [
      'a logo at a javascript: URL',
      { operation: 'updateLogo', logo: { url: 'javascript:alert(1)', altText: '' } },
      'logo.url',
      'Invalid image URL',
    ],
    [
      'a hero text position that does not exist',
      { operation: 'updateHero', hero: { url: '', textPosition: 'top' } },
      'hero.textPosition',
      'Text position must be one of left, center, right',
    ],
  ];
  it.each(refusals)('refuses %s', async (_name, body, field, message) => {
    const response = await theme(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, field });
  });

  it('falls back to the default sizes for values that are not numbers, and clamps the logo width', async () => {
    const fonts = await theme({
      operation: 'updateFonts',
      fonts: {
        primary: 'Tahoma, sans-serif',
        secondary: 'Georgia, serif',
        baseFontSize: 'large',
        headingFontSize: '',
      },
    });
    expect(fonts.json().theme.fonts).toMatchObject({ baseFontSize: 16, headingFontSize: 32 });
    const small = await theme({ operation: 'updateLogo', logo: { url: '', altText: 'x', maxWidth: 12 } });
    expect(small.json().theme.logo.maxWidth).toBe(50);
    const stepped = await theme({ operation: 'updateLogo', logo: { url: '', altText: 'x', maxWidth: 234 } });
    expect(stepped.json().theme.logo.maxWidth).toBe(230);
    const unset = await theme({ operation: 'updateLogo', logo: { url: '', altText: 'x' } });
    expect(unset.json().theme.logo.maxWidth).toBe(200);
  });
});

describe('bad input never gets a 500', () => {
  const bodies: unknown[] = [
    null,
    [],
    'text',
    42,
    true,
    {},
    { storeName: { $ne: 1 } },
    { businessInfo: [] },
    { theme: { colors: null } },
    { operation: null },
    { operation: 'updateColors', colors: 'red' },
    { socialLinks: { website: 12 } },
    { businessInfo: { description: 'x'.repeat(100_000) } },
    { storeName: 'a\u0000b' },
  ];
  it('answers 4xx with error, code and field for every odd body on every store route', async () => {
    const headers = { ...demo, ...owner };
    for (const body of bodies) {
      for (const [method, url] of [
        ['POST', '/api/stores'],
        ['PUT', `/api/stores/${demoId}`],
        ['PUT', `/api/stores/${demoId}/theme`],
      ] as const) {
        const payload = typeof body === 'object' && body !== null ? (body as object) : JSON.stringify(body);
        const response = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expect({ method, url, body, status: response.statusCode < 500 }).toEqual({
          method,
          url,
          body,
          status: true,
        });
        if (response.statusCode >= 400)
          expect(response.json()).toEqual(
            expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
          );
      }
    }
    const malformed = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${demoId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"storeName":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
