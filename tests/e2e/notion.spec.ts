import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NOTION_CALLBACK_MESSAGE, NOTION_MESSAGES } from '../../lib/schemas/notion';
import { startFakeNotion } from '../server/support/fake-notion';
import { E2E_WEB_URL } from './support/ports';
import { restartApi, stopApi } from './support/servers';
import { signIn } from './support/shopper';

/**
 * The owner connects the store to Notion: the consent screen in a popup (a local Notion that
 * consents at once), the popup reporting back and closing, the five databases chosen, products
 * pulled; a callback with a stale state as a full page; disconnecting; a page of another origin in
 * the popup posting a forged result, which the dashboard ignores. Photographed at 1280 and 390 px.
 */
const CLIENT_ID = 'e2e-notion-client';
const CLIENT_SECRET = 'e2e-notion-secret';
let fake: Awaited<ReturnType<typeof startFakeNotion>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startFakeNotion(CLIENT_ID, CLIENT_SECRET);
  fake.consent.workspaceName = 'Sitka Silver Studio';
  fake.consent.onGrant = (token) => {
    const product = (name: string, price: unknown, stock: number) => ({
      id: crypto.randomUUID(),
      properties: {
        Name: { type: 'title', title: [{ plain_text: name }] },
        Price: typeof price === 'number' ? { type: 'number', number: price } : { type: 'rich_text', rich_text: [{ plain_text: String(price) }] },
        Description: { type: 'rich_text', rich_text: [{ plain_text: `${name}, from Notion` }] },
        TotalInventory: { type: 'number', number: stock },
        Metal: { type: 'multi_select', multi_select: [{ name: 'Silver' }] },
        Gemstone: { type: 'multi_select', multi_select: [] },
        'Featured Product': { type: 'checkbox', checkbox: false },
        Archive: { type: 'checkbox', checkbox: false },
      },
    });
    fake.addDatabase(token, 'Products', [product('Tide Pool Ring', 84, 3), product('Spruce Tip Studs', 42, 5), product('Kelp Cuff', 'ask me', 2)]);
    for (const title of ['Customers', 'Orders', 'Notifications', 'Analytics']) fake.addDatabase(token, title);
  };
  await stopApi();
  await restartApi({ NOTION_CLIENT_ID: CLIENT_ID, NOTION_CLIENT_SECRET: CLIENT_SECRET, NOTION_API_URL: fake.url, NOTION_REDIRECT_URI: `${E2E_WEB_URL}/notion-callback` });
});

test.afterAll(async () => {
  await stopApi();
  await restartApi();
  await fake?.close();
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function noSeriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the owner connects Notion in a popup, chooses the five databases, pulls products and disconnects', async ({ page }) => {
  test.setTimeout(240_000);
  page.on('pageerror', (error) => console.log(`dashboard error: ${error.message}`));
  await signIn(page, 'owner@demo.test');
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  const panel = page.getByTestId('workspace-panel');
  await expect(panel).toContainText('Notion is not connected');
  await noSeriousViolations(page);
  await shoot(page, 'notion-not-connected');

  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Connect Notion' }).click();
  const popup = await popupOpened;
  popup.on('framenavigated', (frame) => frame === popup.mainFrame() && console.log(`popup at ${frame.url()}`));
  popup.on('console', (message) => console.log(`popup: ${message.text()}`));
  await popup.waitForEvent('close', { timeout: 60_000 });
  await expect(panel).toContainText('Connected to Sitka Silver Studio.');

  const form = panel.getByRole('form', { name: 'Notion databases' });
  await expect(form.getByLabel('Products database')).toBeVisible();
  await form.getByRole('button', { name: 'Connect Databases' }).click();
  await expect(form.getByText(NOTION_MESSAGES.databaseRequired('products'))).toBeVisible();
  await noSeriousViolations(page);
  await shoot(page, 'notion-choose-databases');

  for (const [label, title] of [['Products', 'Products'], ['Customers', 'Customers'], ['Orders', 'Orders'], ['Notifications', 'Notifications'], ['Analytics', 'Analytics']]) {
    await form.getByLabel(`${label} database`).selectOption({ label: title });
  }
  await form.getByRole('button', { name: 'Connect Databases' }).click();
  await panel.getByRole('button', { name: 'Pull Products Now' }).click();
  await expect(panel.getByRole('status')).toContainText('Read 3 rows: 2 new, 0 changed, 0 unchanged, 0 archived. 1 row was skipped: Price is missing or not a number.');
  await noSeriousViolations(page);
  await shoot(page, 'notion-linked');

  // The pulled products are in the shop's catalog; the skipped row is not.
  await page.goto('/shop');
  const search = page.getByPlaceholder('Search rings, pendants, bowls…');
  await search.click();
  await search.fill('Tide Pool');
  await expect(page.getByText('Tide Pool Ring').first()).toBeVisible();
  await search.fill('Kelp Cuff');
  await expect(page.getByText('Kelp Cuff', { exact: true })).toHaveCount(0);

  await page.goto('/admin');
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  await page.getByTestId('workspace-panel').getByRole('button', { name: 'Disconnect Notion' }).click();
  await expect(page.getByTestId('workspace-panel')).toContainText('Notion is disconnected.');
  await expect(page.getByTestId('workspace-panel').getByRole('button', { name: 'Connect Notion' })).toBeVisible();
  expect(fake.revoked).toHaveLength(1);
});

test('a callback with a stale state, as a full page, shows the error with Return to Dashboard', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/notion-callback?code=code-from-nowhere&state=stale-state');
  await expect(page.locator('.notion-callback__error').getByRole('alert')).toHaveText(NOTION_MESSAGES.stateInvalid);
  await noSeriousViolations(page);
  await shoot(page, 'notion-callback-error');
  await page.getByRole('link', { name: NOTION_MESSAGES.returnToDashboard }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a page of another origin in the popup cannot report a result: the dashboard ignores it and still hears Notion’s callback', async ({ page, context }) => {
  test.setTimeout(120_000);
  page.on('pageerror', (error) => console.log(`dashboard error: ${error.message}`));
  await signIn(page, 'owner@demo.test');
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  const panel = page.getByTestId('workspace-panel');
  await expect(panel).toContainText('Notion is not connected');
  // Every callback-shaped message the dashboard's window receives, to know the forged ones did reach it.
  await page.evaluate((type) => {
    const heard: { origin: string; data: unknown }[] = [];
    Object.assign(window, { heard });
    window.addEventListener('message', (event) => event.data?.type === type && heard.push({ origin: event.origin, data: event.data }));
  }, NOTION_CALLBACK_MESSAGE);
  const heard = () => page.evaluate(() => (window as unknown as { heard: { origin: string; data: unknown }[] }).heard);

  // Where Notion's consent screen would be, the popup gets a page of that other origin which posts
  // to its opener exactly what the callback page posts: a failure, then a success.
  const notion = new URL(fake.url);
  const isConsent = (url: URL) => url.origin === notion.origin && url.pathname === '/v1/oauth/authorize';
  let consentUrl = '';
  const forged = `<!doctype html><html lang="en"><title>Not Notion</title><script>
    const type = ${JSON.stringify(NOTION_CALLBACK_MESSAGE)};
    window.opener.postMessage({ type, success: false, error: 'Forged failure' }, '*');
    window.opener.postMessage({ type, success: true }, '*');
    document.title = 'Posted';
  </script></html>`;
  await context.route(isConsent, (route) => {
    consentUrl = route.request().url();
    return route.fulfill({ contentType: 'text/html', body: forged });
  });

  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Connect Notion' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveTitle('Posted');
  await expect.poll(async () => (await heard()).map((message) => message.origin)).toEqual([notion.origin, notion.origin]);
  expect((await heard()).map((message) => message.data)).toEqual([
    { type: NOTION_CALLBACK_MESSAGE, success: false, error: 'Forged failure' },
    { type: NOTION_CALLBACK_MESSAGE, success: true },
  ]);
  // A frame and a task for React to render whatever the messages did.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(panel.getByRole('button', { name: NOTION_MESSAGES.connecting })).toBeDisabled();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel).toContainText('Notion is not connected');
  await expect(panel).not.toContainText('Forged failure');
  await shoot(page, 'notion-forged-message-ignored');

  // The same popup goes on to the real consent screen; Notion's callback on the store's own origin is heard.
  await context.unroute(isConsent);
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.evaluate((url) => window.location.assign(url), consentUrl);
  await closed;
  await expect(panel).toContainText('Connected to Sitka Silver Studio.');
  expect((await heard()).at(-1)).toEqual({ origin: new URL(E2E_WEB_URL).origin, data: { type: NOTION_CALLBACK_MESSAGE, success: true } });

  await panel.getByRole('button', { name: 'Disconnect Notion' }).click();
  await expect(panel).toContainText('Notion is disconnected.');
});
