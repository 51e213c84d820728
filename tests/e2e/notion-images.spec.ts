import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { IMAGE_FETCH_MESSAGES } from '../../lib/messages';
import { startFakeNotion } from '../server/support/fake-notion';
import { E2E_WEB_URL } from './support/ports';
import { restartApi, stopApi } from './support/servers';
import { signIn } from './support/shopper';

/**
 * Products pulled from Notion bring their images: a local Notion hosts one product's photo as a
 * Notion file and names a missing external one for another. The owner pulls, reads which image
 * could not be brought in, and the shop shows the other product with its Notion photo.
 * Photographed at 1280 and 390 px.
 */
const CLIENT_ID = 'e2e-notion-images-client';
const CLIENT_SECRET = 'e2e-notion-images-secret';
let fake: Awaited<ReturnType<typeof startFakeNotion>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startFakeNotion(CLIENT_ID, CLIENT_SECRET);
  fake.consent.workspaceName = 'Sitka Photo Studio';
  // A teal photo, so the shop's picture can be told from the placeholder and from any seeded one.
  fake.hostFile('glacier-bay.png', await sharp({ create: { width: 640, height: 640, channels: 3, background: '#00a0a0' } }).png().toBuffer());
  fake.consent.onGrant = (token) => {
    const product = (name: string, price: number, image: unknown) => ({
      id: crypto.randomUUID(),
      properties: {
        Name: { type: 'title', title: [{ plain_text: name }] },
        Price: { type: 'number', number: price },
        Description: { type: 'rich_text', rich_text: [{ plain_text: `${name}, photographed in Notion` }] },
        TotalInventory: { type: 'number', number: 4 },
        Metal: { type: 'multi_select', multi_select: [{ name: 'Silver' }] },
        Gemstone: { type: 'multi_select', multi_select: [] },
        'Featured Product': { type: 'checkbox', checkbox: false },
        ProductImage: { type: 'files', files: [image] },
        Archive: { type: 'checkbox', checkbox: false },
      },
    });
    fake.addDatabase(token, 'Products', [
      product('Glacier Bay Ring', 96, { name: 'glacier-bay.png', type: 'file', file: { url: fake.fileUrl('glacier-bay.png'), expiry_time: new Date(Date.now() + 3_600_000).toISOString() } }),
      product('Fireweed Pendant', 58, { name: 'fireweed.png', type: 'external', external: { url: fake.hostedUrl('fireweed.png') } }),
    ]);
    for (const title of ['Customers', 'Orders', 'Notifications', 'Analytics']) fake.addDatabase(token, title);
  };
  await stopApi();
  // The local Notion hosts the images on 127.0.0.1: private addresses are allowed for this run only.
  await restartApi({ NOTION_CLIENT_ID: CLIENT_ID, NOTION_CLIENT_SECRET: CLIENT_SECRET, NOTION_API_URL: fake.url, NOTION_REDIRECT_URI: `${E2E_WEB_URL}/notion-callback`, IMAGE_FETCH_ALLOW_PRIVATE: 'true' });
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

/** The colour at the middle of a loaded image, read from the page. */
const middleColour = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
    return { r, g, b, src: image.currentSrc };
  });

test('products pulled from Notion bring their images; one that cannot be fetched is named and its product still lands', async ({ page }) => {
  test.setTimeout(240_000);
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await signIn(page, 'owner@demo.test');
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  const panel = page.getByTestId('workspace-panel');
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Connect Notion' }).click();
  await (await popupOpened).waitForEvent('close', { timeout: 60_000 });
  await expect(panel).toContainText('Connected to Sitka Photo Studio.');

  const form = panel.getByRole('form', { name: 'Notion databases' });
  for (const kind of ['Products', 'Customers', 'Orders', 'Notifications', 'Analytics']) await form.getByLabel(`${kind} database`).selectOption({ label: kind });
  await form.getByRole('button', { name: 'Connect Databases' }).click();
  await panel.getByRole('button', { name: 'Pull Products Now' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `Read 2 rows: 2 new, 0 changed, 0 unchanged, 0 archived. New images for 1 product. 1 image could not be brought in and will be tried again: Fireweed Pendant: ${IMAGE_FETCH_MESSAGES.status(404)}.`,
  );
  expect(fake.fileRequests.map((url) => new URL(url, fake.url).pathname)).toEqual(['/files/glacier-bay.png', '/files/fireweed.png']);
  await noSeriousViolations(page);
  await shoot(page, 'notion-images-pulled');

  // The shop shows the ring with its Notion photo, served by Sitka, not the placeholder.
  await page.goto('/shop');
  const search = page.getByPlaceholder('Search rings, pendants, bowls…');
  await search.click();
  await search.fill('Glacier Bay');
  const card = page.locator('a[href*="/product/"]', { hasText: 'Glacier Bay Ring' }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { name: 'Glacier Bay Ring' })).toBeVisible();
  const shown = await middleColour(page, 'main img[alt="Glacier Bay Ring"]');
  expect(shown.src).toMatch(/\/api\/images\/[0-9a-f-]{36}_(400|800)\.webp$/);
  expect(shown.r).toBeLessThan(40);
  expect(shown.g).toBeGreaterThan(130);
  expect(shown.b).toBeGreaterThan(130);
  await shoot(page, 'notion-images-product');

  // The pendant landed all the same, for now without a picture.
  await page.goto('/shop');
  await search.click();
  await search.fill('Fireweed');
  await expect(page.getByText('Fireweed Pendant').first()).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  await page.getByTestId('workspace-panel').getByRole('button', { name: 'Disconnect Notion' }).click();
  await expect(page.getByTestId('workspace-panel')).toContainText('Notion is disconnected.');
});
