import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { IMAGE_FETCH_MESSAGES } from '../../lib/messages';
import { productRecord } from '../server/support/notion-store';
import { withLocalNotion } from './support/notion';
import { signIn } from './support/shopper';
import { expectNoSeriousViolations, shootAtBothWidths } from './support/look';

/**
 * Products pulled from Notion bring their images: a local Notion hosts one product's photo as a
 * Notion file and names a missing external one for another. The owner pulls, reads which image
 * could not be brought in, and the shop shows the other product with its Notion photo.
 * Photographed at 1280 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const notion = withLocalNotion({
  workspaceName: 'Sitka Photo Studio',
  products: async (fake) => {
    // A teal photo, so the shop's picture can be told from the placeholder and from any seeded one.
    fake.hostFile(
      'glacier-bay.png',
      await sharp({ create: { width: 640, height: 640, channels: 3, background: '#00a0a0' } })
        .png()
        .toBuffer(),
    );
    const photographed = (name: string, price: number, image: unknown) =>
      productRecord(name, price, 4, { ProductImage: { id: 'u', type: 'files', files: [image] } });
    return [
      photographed('Glacier Bay Ring', 96, {
        name: 'glacier-bay.png',
        type: 'file',
        file: {
          url: fake.fileUrl('glacier-bay.png'),
          expiry_time: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
      photographed('Fireweed Pendant', 58, {
        name: 'fireweed.png',
        type: 'external',
        external: { url: fake.hostedUrl('fireweed.png') },
      }),
    ];
  },
  // The local Notion hosts the images on 127.0.0.1: private addresses are allowed for this run only.
  env: { IMAGE_FETCH_ALLOW_PRIVATE: 'true' },
});

/** The colour at the middle of a loaded image, read from the page. */
const middleColour = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(async (element) => {
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

test('products pulled from Notion bring their images; one that cannot be fetched is named and its product still lands', async ({
  page,
}) => {
  test.setTimeout(240_000);
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  const panel = page.getByTestId('workspace-panel');
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Connect Notion' }).click();
  await (await popupOpened).waitForEvent('close', { timeout: 60_000 });
  await expect(panel).toContainText('Connected to Sitka Photo Studio.');

  const form = panel.getByRole('form', { name: 'Notion databases' });
  for (const kind of ['Products', 'Customers', 'Orders', 'Notifications', 'Analytics'])
    await form.getByLabel(`${kind} database`).selectOption({ label: kind });
  await form.getByRole('button', { name: 'Connect Databases' }).click();
  await panel.getByRole('button', { name: 'Pull Products Now' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `Read 2 rows: 2 new, 0 changed, 0 unchanged, 0 archived. New images for 1 product. 1 image could not be brought in and will be tried again: Fireweed Pendant: ${IMAGE_FETCH_MESSAGES.status(404)}.`,
  );
  expect(notion().fileRequests.map((url) => new URL(url, notion().url).pathname)).toEqual([
    '/files/glacier-bay.png',
    '/files/fireweed.png',
  ]);
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'notion-images-pulled');

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
  await shootAtBothWidths(page, 'notion-images-product');

  // The pendant landed all the same, for now without a picture.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await search.click();
  await search.fill('Fireweed');
  await expect(page.getByText('Fireweed Pendant').first()).toBeVisible();

  await page.getByTestId('dashboard-link').click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: /^Notion workspace/ }).click();
  await page.getByTestId('workspace-panel').getByRole('button', { name: 'Disconnect Notion' }).click();
  await expect(page.getByTestId('workspace-panel')).toContainText('Notion is disconnected.');
});
