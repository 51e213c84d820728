import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Store } from '../../lib/schemas/store';
import { E2E_API_URL, E2E_WEB_PORT, STATE_FILE } from './support/ports';

/**
 * A store made from the command line has an owner and no store yet: the owner builds it with the
 * setup wizard, and the storefront on its own domain shows it. The wizard is also photographed at
 * desktop and phone widths (attached to the run) for a look.
 */
// A new slug each run: the web's data cache outlives the e2e database, and must not answer for it.
const SLUG = `fjord-${Date.now().toString(36)}`;
const TENANT = {
  slug: SLUG,
  name: 'Fjord Wizard',
  domain: `${SLUG}.localhost`,
  adminEmail: `owner@${SLUG}.test`,
  adminPassword: 'Kiln-fired-2026!',
};
const SITE = `http://${TENANT.domain}:${E2E_WEB_PORT}`;
// A 16x16 PNG: the browser compresses it and the api turns it into its logo renditions.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMQ+TidJMQwqmFUw/DVAACE+pwQthjzBQAAAABJRU5ErkJggg==',
  'base64',
);

/** The operator token of the e2e api, as `npm run tenant:create` finds it: the env, else the data dir's secrets. */
function operatorToken(): string {
  const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as {
    env: Record<string, string>;
    dataDir: string;
  };
  if (state.env.OPERATOR_TOKEN) return state.env.OPERATOR_TOKEN;
  return (
    JSON.parse(fs.readFileSync(path.join(state.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>
  ).OPERATOR_TOKEN;
}

/** Next through the eight steps of a filled wizard, each reached before the next press. */
async function nextToPayments(page: Page) {
  for (let step = 2; step <= 9; step += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('wizard-step-title')).toContainText(`Step ${step} of 9`);
  }
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a new store owner builds the store with the setup wizard and the storefront shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const created = await fetch(`${E2E_API_URL}/api/tenants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': operatorToken() },
    body: JSON.stringify(TENANT),
  });
  expect(created.status, await created.clone().text()).toBe(201);

  await page.goto(`${SITE}/login`);
  await page.getByTestId('login-email').fill(TENANT.adminEmail);
  await page.getByTestId('login-password').fill(TENANT.adminPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/admin/);

  await page.goto(`${SITE}/admin/store`);
  await expect(page.getByRole('heading', { name: 'No Store Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Use Setup Wizard' }).click();
  await expect(page).toHaveURL(/\/admin\/store\/setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Store' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

  // On a phone: Next on an empty first step stays and says what is missing.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-title')).toContainText('Basic Information');
  await expect(page.getByText('Store name is required')).toBeVisible();
  await expect(page.getByText('State is required')).toBeVisible();
  await shoot(page, 'wizard-390-errors');

  await page.getByTestId('wizard-store-name').fill('Fjord Ceramics');
  await page.getByTestId('wizard-description').fill('Stoneware thrown by hand in Homer, Alaska.');
  await page.getByTestId('wizard-email').fill(`hello@${SLUG}.test`);
  await page.getByTestId('wizard-phone').pressSequentially('9075550142');
  await expect(page.getByTestId('wizard-phone')).toHaveValue('(907) 555-0142');
  await page.getByTestId('wizard-street').fill('12 Harbor Road');
  await page.getByTestId('wizard-city').fill('Homer');
  await page.getByTestId('wizard-state').selectOption('AK');
  await page.getByTestId('wizard-zip').fill('99603');
  // Each message goes as its field is corrected.
  await expect(page.getByTestId('store-wizard').getByRole('alert')).toHaveCount(0);
  await shoot(page, 'wizard-390-basic');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step-title')).toContainText('Store Design');
  await page.getByRole('button', { name: /Primary Color/ }).click();
  await shoot(page, 'wizard-390-design');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'wizard-1280-design');
  await page.getByTestId('wizard-step-title').click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step-title')).toContainText('Media & Branding');
  await page
    .getByTestId('wizard-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('wizard-logo-preview')).toBeVisible();
  await page.getByTestId('wizard-logo-alt').fill('Fjord Ceramics');
  await page.getByTestId('wizard-brand-story').fill('Two potters and a kiln by the sea.');
  await shoot(page, 'wizard-1280-media');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step-title')).toContainText('Product Settings');
  await page.getByRole('checkbox', { name: 'Necklaces' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step-title')).toContainText('Online Presence');
  await page.getByTestId('wizard-website').fill('not a link');
  await page.getByTestId('wizard-website').blur();
  await expect(page.getByText('Invalid URL')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-title')).toContainText('Online Presence');
  await page.getByTestId('wizard-website').fill('https://fjord-wizard.example');
  await page.getByTestId('wizard-instagram').fill('@fjordclay');
  await shoot(page, 'wizard-1280-presence');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('wizard-step-title')).toContainText('Shipping & Delivery');
  await page.getByRole('checkbox', { name: /Local Pickup/ }).check();
  // Pickup needs the place shoppers collect from before the wizard goes on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Pickup address is required for local pickup')).toBeVisible();
  await expect(page.getByTestId('wizard-step-title')).toContainText('Shipping & Delivery');
  await page.getByLabel('Pickup address').fill('12 Harbor Way, Homer');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'wizard-390-shipping');
  await page.getByRole('button', { name: 'Next' }).click();

  // Taxes: registered nowhere, so no tax; it can be skipped.
  await expect(page.getByTestId('wizard-step-title')).toContainText('Step 7 of 9');
  await expect(page.getByTestId('wizard-taxes')).toContainText('No registration: no tax is charged.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Policies: the pages are there from the start; the owner gives a longer return window.
  await expect(page.getByTestId('wizard-step-title')).toContainText('Step 8 of 9');
  await expect(page.getByTestId('wizard-policies').getByRole('link', { name: 'Legal notice' })).toBeVisible();
  await page.getByLabel('Return window (days)').fill('30');
  await page.getByRole('button', { name: 'Next' }).click();

  // Payments: the store's Stripe account as Payment settings shows it, in test mode here; it can wait.
  await expect(page.getByTestId('wizard-step-title')).toContainText('Step 9 of 9');
  await expect(page.getByTestId('wizard-step-title')).toContainText('Payments');
  await expect(page.getByTestId('stripe-status')).toHaveText('Not connected');
  await expect(page.getByTestId('payments-test-mode')).toContainText('Test mode.');
  await expect(page.getByRole('button', { name: 'Save and connect Stripe' })).toBeVisible();
  await expect(page.getByTestId('wizard-payments-later')).toBeVisible();
  await shoot(page, 'wizard-390-payments');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'wizard-1280-payments');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/admin\/store$/);
  await expect(page.getByRole('heading', { name: 'No Store Found' })).toHaveCount(0);
  await expect(page.getByText('Fjord Ceramics').first()).toBeVisible();

  // Saved once, on Complete Setup, with every step's values (Local Pickup was ticked last).
  const saved = (await (
    await fetch(`${E2E_API_URL}/api/stores/by-identifier/${TENANT.slug}`, {
      headers: { 'x-tenant-id': TENANT.slug },
    })
  ).json()) as Store;
  expect(saved.shippingMethods).toEqual({ local: true, national: true, international: false });
  expect(saved.shippingSettings?.pickup?.address).toBe('12 Harbor Way, Homer');
  expect(saved.businessInfo).toMatchObject({
    categories: ['Necklaces'],
    brandStory: 'Two potters and a kiln by the sea.',
    phoneNumber: '(907) 555-0142',
  });
  expect(saved.theme.fonts).toMatchObject({ primary: 'Roboto', secondary: 'system-ui', baseFontSize: 16 });
  expect(saved.theme.logo.url).toMatch(/logo-/);
  // The Product Settings ticks are the store's first categories.
  const categories = (await (
    await fetch(`${E2E_API_URL}/api/categories`, { headers: { 'x-tenant-id': TENANT.slug } })
  ).json()) as { categories: { name: string; slug: string }[] };
  expect(categories.categories.map(({ name, slug }) => ({ name, slug }))).toEqual([
    { name: 'Necklaces', slug: 'necklaces' },
  ]);

  // A shopper on the store's own domain sees the new name, logo and links.
  const shopper = await browser.newPage();
  await shopper.goto(`${SITE}/`);
  await expect(shopper.locator('.site-header').getByRole('img', { name: 'Fjord Ceramics' })).toBeVisible();
  await expect(shopper.locator('.site-footer')).toContainText('Fjord Ceramics · Handcrafted in Alaska');
  await expect(
    shopper.getByRole('link', { name: 'Fjord Ceramics on Instagram (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.instagram.com/fjordclay/');
  await expect(
    shopper.getByRole('link', { name: 'Fjord Ceramics website (opens in a new tab)' }),
  ).toHaveAttribute('rel', /noopener/);
  // About tells the brand story written in Media & Branding.
  await shopper.goto(`${SITE}/about`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
  await expect(shopper.getByText('Two potters and a kiln by the sea.')).toBeVisible();
  await shopper.close();

  // The wizard opened again edits the store, starting from what was saved.
  await page.goto(`${SITE}/admin/store/setup?edit=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Store' })).toBeVisible();
  await expect(page.getByTestId('wizard-store-name')).toHaveValue('Fjord Ceramics');

  // Connecting Stripe from the wizard saves the edits first, as the browser leaves for the onboarding.
  await page.getByTestId('wizard-store-name').fill('Fjord Ceramics Studio');
  await nextToPayments(page);
  await expect(page.getByTestId('wizard-step-title')).toContainText('Payments');
  await page.getByRole('button', { name: 'Save and connect Stripe' }).click();
  await expect(page).toHaveURL(/\/admin\/stripe-onboarding-simulated$/);
  const renamed = (await (
    await fetch(`${E2E_API_URL}/api/stores/by-identifier/${TENANT.slug}`, {
      headers: { 'x-tenant-id': TENANT.slug },
    })
  ).json()) as Store;
  expect(renamed.storeName).toBe('Fjord Ceramics Studio');
  expect(renamed.theme.logo.url).toBe(saved.theme.logo.url);
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-settings$/);
  await expect(page.getByTestId('stripe-status')).toHaveText('Connected');

  // Back in the wizard, the step says the account is connected and offers nothing to connect.
  await page.goto(`${SITE}/admin/store/setup?edit=1`);
  await nextToPayments(page);
  await expect(page.getByTestId('stripe-status')).toHaveText('Connected');
  await expect(page.getByText('A simulated account has no Stripe dashboard.')).toBeVisible();
  await expect(page.getByTestId('wizard-payments').getByRole('button')).toHaveCount(0);
  // A long store name gives way: at 1280 px every back-office section is in view, none scrolled off.
  await expect(
    page
      .getByRole('navigation', { name: 'Back-office', exact: true })
      .getByRole('link', { name: 'Settings' }),
  ).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('admin-header-store-name')).toHaveAttribute('title', 'Fjord Ceramics Studio');
  await shoot(page, 'wizard-1280-payments-connected');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'wizard-390-payments-connected');
});
