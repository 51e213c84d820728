import { expect, test } from '@playwright/test';
import { adminToken, apiJson, isPlainPiece, listProducts } from './support/api';
import { addToBasket, fillCheckout, openBasket, payWithCard, signIn } from './support/shopper';
import { expectNoSeriousViolations, shootAtBothWidths } from './support/look';

/**
 * The owner's daily rooms in the browser: a customer's Paid order is shipped from the back-office
 * with a tracking number and the customer sees it Shipped in My Orders; the order list keeps its
 * filters in the address (a link, a reload, Back); Settings adds, verifies and removes a domain
 * (after a confirmation).
 * Each screen is photographed at desktop and phone widths (attached to the run) for a look.
 */
const TRACKING = 'SITKA 1Z-4242';

test('the owner ships a Paid order with a tracking number and the customer sees it Shipped', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // The demo customer buys a piece that is in stock.
  const shopper = await (await browser.newContext()).newPage();
  const product = (await listProducts()).find(
    (p) => isPlainPiece(p) && (p.totalInventory === null || p.totalInventory > 2),
  )!;
  await signIn(shopper, 'shopper@demo.test');
  await addToBasket(shopper, product.id, '/customer');
  await openBasket(shopper);
  await shopper.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(shopper).toHaveURL(/\/customer\/checkout$/);
  await fillCheckout(shopper, { name: 'Sam Shopper' });
  await payWithCard(shopper, '4242 4242 4242 4242');
  await expect(shopper).toHaveURL(/\/customer\/order-success$/);
  const token = await adminToken();
  const { items } = await apiJson<{ items: { id: string; orderId: string }[] }>(
    `/api/admin/orders?status=Paid&q=shopper@demo.test`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const order = items[0];

  // The owner opens the Paid orders as the dashboard links them.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, 'owner@demo.test');
  await page.getByTestId('glance-to-ship').click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=Paid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('Paid');
  await expect(page.getByTestId('admin-order-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'admin-orders-list');

  // The filters live in the address: a change is a history entry, Back and reload keep the list.
  await page.getByLabel('Type').selectOption('Backorder');
  await expect(page).toHaveURL(/\?status=Paid&type=Backorder$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?status=Paid$/);
  await expect(page.getByLabel('Type')).toHaveValue('All');
  await page.getByRole('searchbox', { name: 'Search' }).fill(order.orderId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${order.orderId}`));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(order.orderId);
  await expect(page.getByTestId('admin-order-row')).toHaveCount(1);

  await page.getByRole('link', { name: order.orderId }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderId);
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'admin-order-detail');

  // A tracking number the api would refuse is refused on the form; then the order ships.
  await page.getByLabel('Tracking number (optional)').fill('ABC$1');
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(
    page.getByText('Tracking number may hold only letters, digits, spaces and dashes'),
  ).toBeVisible();
  await page.getByLabel('Tracking number (optional)').fill(TRACKING);
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByTestId('tracking-number')).toHaveText(TRACKING);
  await expect(page.getByTestId('order-status')).toContainText('Shipped');
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toContainText(`Paid → Shipped (tracking ${TRACKING})`);
  await shootAtBothWidths(page, 'admin-order-shipped');

  // The customer sees it in My Orders.
  await shopper.getByRole('link', { name: 'View My Orders' }).click();
  await expect(shopper.getByTestId('order-card').filter({ hasText: order.orderId })).toContainText('Shipped');
  await shopper.context().close();
  await page.context().close();
});

test('Settings: the owner adds a domain, sees the TXT record that proves it, verifies it and removes it after confirming; the primary one stays', async ({
  page,
}) => {
  const domain = `shop-${Date.now().toString(36)}.localhost`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const primary = page.getByTestId('domain-row').filter({ hasText: 'Primary' });
  await expect(primary).toContainText('demo.localhost');
  await expect(primary.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByLabel('Contact email')).toHaveValue(/@/);

  await page.getByRole('textbox', { name: 'Add a domain' }).fill('https://shop.example.com');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await expect(
    page.getByText('Enter a domain name such as shop.example.com, without http:// or a path'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a domain' }).fill('north.localhost');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await expect(page.getByText('north.localhost already serves another store.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Add a domain' }).fill(domain);
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const row = page.getByTestId('domain-row').filter({ hasText: domain });
  await expect(row).toContainText('Not verified: not served yet');
  await expect(row.getByTestId('domain-dns-record')).toContainText(`_sitka-verify.${domain}`);
  await expect(row.getByTestId('domain-dns-record')).toContainText(/sitka-verify=[0-9a-f]{32}/);
  await row.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(row.getByRole('status')).toHaveText(`${domain} is verified and serves this store.`);
  await expect(row).toContainText('Verified');
  await expect(row.getByTestId('domain-dns-record')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shootAtBothWidths(page, 'admin-settings');

  await row.getByRole('button', { name: `Remove ${domain}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${domain}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remove ${domain}` }).click();
  await dialog.getByRole('button', { name: 'Remove Domain' }).click();
  await expect(page.getByTestId('domain-row').filter({ hasText: domain })).toHaveCount(0);
});
