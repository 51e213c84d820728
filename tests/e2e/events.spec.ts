import { expect, test } from '@playwright/test';
import { signIn } from './support/shopper';
import { openSection } from './support/walk';

/**
 * The owner's events reach the storefront: one added in the back-office is listed under Coming up
 * on the (cached) Events page at its next load, the October 2025 Anchorage market is shown as
 * past, and a deleted event (asked first) leaves the page.
 */

// The api gathers changes for a moment before it tells the web; a second covers that.
const SETTLE_MS = 1_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

test('an owner adds an event that the Events page shows as upcoming, beside the past Anchorage market', async ({
  page,
  browser,
}) => {
  const title = `Sitka Harbor Makers Market ${Date.now()}`;
  const shopper = await (await browser.newContext()).newPage();
  try {
    // The page is cached before the change, so what follows shows the change expiring it.
    await shopper.goto('/events');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Events and Markets' })).toBeVisible();
    await expect(shopper.getByRole('article', { name: title })).toHaveCount(0);

    await signIn(page, 'owner@demo.test');
    await openSection(page, 'Events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Past events' })
        .getByRole('listitem', { name: 'School Holiday Craft Market' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add Event' }).click();
    const form = page.getByRole('form', { name: 'New event' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('First day').fill('2099-07-04');
    await form.getByLabel('Last day (optional)').fill('2099-07-05');
    await form.getByLabel('Location').fill('Crescent Harbor Shelter, Sitka');
    await form.getByLabel('Description (optional)').fill('Silver and stoneware by the water.');
    await form.getByRole('button', { name: 'Add Event' }).click();
    await expect(
      page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem', { name: title }),
    ).toBeVisible();

    await settle();
    await shopper.reload();
    const upcoming = shopper.getByRole('region', { name: 'Coming up' });
    const added = upcoming.getByRole('article', { name: title });
    await expect(added).toBeVisible();
    await expect(added).toContainText('Saturday 4 and Sunday 5 July 2099');
    await expect(added).toContainText('Crescent Harbor Shelter, Sitka');
    const past = shopper.getByRole('region', { name: 'Past events' });
    const market = past.getByRole('article', { name: 'School Holiday Craft Market' });
    await expect(market).toContainText('Past event');
    await expect(market).toContainText('Saturday 25 and Sunday 26 October 2025');
    await expect(upcoming.getByRole('article', { name: 'School Holiday Craft Market' })).toHaveCount(0);

    // Deleting asks first; then the storefront no longer lists it.
    const item = page.getByRole('listitem', { name: title });
    await item.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${title}?` })
      .getByRole('button', { name: 'Delete Event' })
      .click();
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
    await settle();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Events and Markets' })).toBeVisible();
    await expect(shopper.getByRole('article', { name: title })).toHaveCount(0);
    await expect(shopper.getByRole('article', { name: 'School Holiday Craft Market' })).toBeVisible();
  } finally {
    await shopper.context().close();
  }
});
