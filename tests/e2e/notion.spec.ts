import { expect, test, type Page } from '@playwright/test';
import { NOTION_CALLBACK_MESSAGE, NOTION_MESSAGES } from '../../lib/schemas/notion';
import { productRecord } from '../server/support/notion-store';
import { withLocalNotion } from './support/notion';
import { E2E_WEB_URL } from './support/ports';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';
import { expectNoSeriousViolations, shootAtBothWidths } from './support/look';

/**
 * The owner connects the store to Notion: the consent screen in a popup (a local Notion that
 * consents at once), the popup reporting back and closing, the five databases chosen, products
 * pulled; a callback with a stale state as a full page; disconnecting; a page of another origin in
 * the popup posting a forged result, which the dashboard ignores. Photographed at 1280 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const notion = withLocalNotion({
  workspaceName: 'Sitka Silver Studio',
  products: () => [
    productRecord('Tide Pool Ring', 84, 3),
    productRecord('Spruce Tip Studs', 42, 5),
    productRecord('Kelp Cuff', 'ask me', 2),
  ],
});

/** The owner, signed in, opens the dashboard's Notion workspace section, not yet connected. */
async function openWorkspacePanel(page: Page) {
  page.on('pageerror', (error) => console.log(`dashboard error: ${error.message}`));
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  const panel = page.getByTestId('workspace-panel');
  await expect(panel).toContainText('Notion is not connected');
  return panel;
}

test('the owner connects Notion in a popup, chooses the five databases, pulls products and disconnects', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const panel = await openWorkspacePanel(page);
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'notion-not-connected');

  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Connect Notion' }).click();
  const popup = await popupOpened;
  popup.on(
    'framenavigated',
    (frame) => frame === popup.mainFrame() && console.log(`popup at ${frame.url()}`),
  );
  popup.on('console', (message) => console.log(`popup: ${message.text()}`));
  await popup.waitForEvent('close', { timeout: 60_000 });
  await expect(panel).toContainText('Connected to Sitka Silver Studio.');

  const form = panel.getByRole('form', { name: 'Notion databases' });
  await expect(form.getByLabel('Products database')).toBeVisible();
  await form.getByRole('button', { name: 'Connect Databases' }).click();
  await expect(form.getByText(NOTION_MESSAGES.databaseRequired('products'))).toBeVisible();
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'notion-choose-databases');

  for (const [label, title] of [
    ['Products', 'Products'],
    ['Customers', 'Customers'],
    ['Orders', 'Orders'],
    ['Notifications', 'Notifications'],
    ['Analytics', 'Analytics'],
  ]) {
    await form.getByLabel(`${label} database`).selectOption({ label: title });
  }
  await form.getByRole('button', { name: 'Connect Databases' }).click();
  await panel.getByRole('button', { name: 'Pull Products Now' }).click();
  await expect(panel.getByRole('status')).toContainText(
    'Read 3 rows: 2 new, 0 changed, 0 unchanged, 0 archived. 1 row was skipped: Price is missing or not a number.',
  );
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'notion-linked');

  // The pulled products are in the shop's catalog; the skipped row is not.
  await page.goto('/shop');
  const search = page.getByPlaceholder('Search rings, pendants, bowls…');
  await search.click();
  await search.fill('Tide Pool');
  await expect(page.getByText('Tide Pool Ring').first()).toBeVisible();
  await search.fill('Kelp Cuff');
  await expect(page.getByText('Kelp Cuff', { exact: true })).toHaveCount(0);

  // The owner's product list links the pulled product to its own page in the workspace.
  await page.getByTestId('dashboard-link').click();
  await openSection(page, 'Products');
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill('Tide Pool');
  await expect(page).toHaveURL(/[?&]q=Tide(\+|%20)Pool/);
  const rowLink = page.getByRole('link', { name: 'View in workspace: Tide Pool Ring' });
  await expect(rowLink).toHaveAttribute('href', /^https:\/\/www\.notion\.so\/[0-9a-f]{32}$/);
  await expect(rowLink).toHaveAttribute('target', '_blank');
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'notion-product-list');

  await openSection(page, 'Dashboard');
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  await page.getByTestId('workspace-panel').getByRole('button', { name: 'Disconnect Notion' }).click();
  await expect(page.getByTestId('workspace-panel')).toContainText('Notion is disconnected.');
  await expect(
    page.getByTestId('workspace-panel').getByRole('button', { name: 'Connect Notion' }),
  ).toBeVisible();
  expect(notion().revoked).toHaveLength(1);
});

test('a callback with a stale state, as a full page, shows the error with Return to Dashboard', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/notion-callback?code=code-from-nowhere&state=stale-state');
  // The spec's sentence, and the api's reason on the line below.
  await expect(page.locator('.notion-callback__error').getByRole('alert')).toHaveText(
    `${NOTION_MESSAGES.connectFailed}\n${NOTION_MESSAGES.stateInvalid}`,
  );
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'notion-callback-error');
  await page.getByRole('link', { name: NOTION_MESSAGES.returnToDashboard }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a page of another origin in the popup cannot report a result: the dashboard ignores it and still hears Notion’s callback', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const panel = await openWorkspacePanel(page);
  // Every callback-shaped message the dashboard's window receives, to know the forged ones did reach it.
  await page.evaluate((type) => {
    const heard: { origin: string; data: unknown }[] = [];
    Object.assign(window, { heard });
    window.addEventListener(
      'message',
      (event) => event.data?.type === type && heard.push({ origin: event.origin, data: event.data }),
    );
  }, NOTION_CALLBACK_MESSAGE);
  const heard = () =>
    page.evaluate(() => (window as unknown as { heard: { origin: string; data: unknown }[] }).heard);

  // Where Notion's consent screen would be, the popup gets a page of that other origin which posts
  // to its opener exactly what the callback page posts: a failure, then a success.
  const notionOrigin = new URL(notion().url);
  const isConsent = (url: URL) =>
    url.origin === notionOrigin.origin && url.pathname === '/v1/oauth/authorize';
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
  await expect
    .poll(async () => (await heard()).map((message) => message.origin))
    .toEqual([notionOrigin.origin, notionOrigin.origin]);
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
  await shootAtBothWidths(page, 'notion-forged-message-ignored');

  // The same popup goes on to the real consent screen; Notion's callback on the store's own origin is heard.
  await context.unroute(isConsent);
  const closed = popup.waitForEvent('close', { timeout: 60_000 });
  await popup.evaluate((url) => window.location.assign(url), consentUrl);
  await closed;
  await expect(panel).toContainText('Connected to Sitka Silver Studio.');
  expect((await heard()).at(-1)).toEqual({
    origin: new URL(E2E_WEB_URL).origin,
    data: { type: NOTION_CALLBACK_MESSAGE, success: true },
  });

  await panel.getByRole('button', { name: 'Disconnect Notion' }).click();
  await expect(panel).toContainText('Notion is disconnected.');
});
