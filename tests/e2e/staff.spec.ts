import { expect, test, type Page } from '@playwright/test';
import { orderTotalCents, toCents } from '../../lib/money';
import { NO_ACCESS_MESSAGE } from '../../lib/staff-access';
import { adminToken, apiJson, isPlainPiece, listProducts } from './support/api';
import { currentCode, laterCode } from './support/authenticator';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { latestMailTo } from './support/mailbox';
import { E2E_API_URL } from './support/ports';
import { DEMO_PASSWORD } from './support/shopper';
import { openOrder, openSection } from './support/walk';

const OWNER = 'owner@demo.test';
const PACKER = `packer-${Date.now()}@demo.test`;
const PACKER_PASSWORD = 'Packing-all-day-2026!';
const [WIDE, PHONE] = LOOK_WIDTHS;

/** A paid order of two pieces, for the packer to refund part of. */
async function paidOrder(): Promise<{ orderId: string; totalCents: number }> {
  const product = (await listProducts()).find(
    (p) => isPlainPiece(p) && p.totalInventory !== null && p.totalInventory >= 3,
  )!;
  const customerInfo = {
    name: 'Pia Parcel',
    email: 'pia.parcel@example.test',
    phone: '(907) 555-0143',
    address: '3 Harbor Dr',
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };
  const { totalCents } = orderTotalCents([{ priceCents: toCents(product.price), quantity: 2 }]);
  const intent = await apiJson<{ paymentIntentId: string }>('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.42.0.8' },
    body: JSON.stringify({
      amount: totalCents,
      currency: 'usd',
      items: [{ id: product.id, quantity: 2, price: product.price }],
      customerInfo,
    }),
  });
  await apiJson('/api/payments/test/confirm', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242' }),
  });
  const order = await apiJson<{ orderId: string }>('/api/orders', {
    method: 'POST',
    body: JSON.stringify({ paymentIntentId: intent.paymentIntentId, customerInfo }),
  });
  return { orderId: order.orderId, totalCents };
}

async function signInByForm(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The sections of the phone's bar and its More list. */
async function phoneSections(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: 'Back-office sections' });
  await bar.getByRole('button', { name: 'More' }).click();
  const names = await bar.getByRole('link').allTextContents();
  return names.map((name) => name.trim());
}

// The packer leaves the team again, whatever happened, so the store's staff is as the seed made it.
test.afterAll(async () => {
  const token = await adminToken(OWNER);
  const { staff } = await apiJson<{ staff: { id: string; email: string }[] }>('/api/admin/staff', {
    headers: { authorization: `Bearer ${token}` },
  });
  const packer = staff.find((person) => person.email === PACKER);
  if (packer)
    await fetch(`${E2E_API_URL}/api/admin/staff/${packer.id}`, {
      method: 'DELETE',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
    });
});

test('the owner invites a packer with the Orders role, who joins, sees only their sections, refunds an order and signs in with a second factor; the Activity log shows both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const order = await paidOrder();

  // The owner, on a wide screen: Settings, Staff, an invitation as Orders and a refund limit.
  const owner = await (await browser.newContext({ viewport: WIDE })).newPage();
  await owner.goto('/login');
  await signInByForm(owner, OWNER, DEMO_PASSWORD);
  await expect(owner).toHaveURL(/\/admin/);
  await openSection(owner, 'Settings');
  await owner.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(owner.getByTestId(`staff-person-${OWNER}`)).toContainText('Owner');
  await expectNoSeriousViolations(owner);
  const invite = owner.getByRole('form', { name: 'Invite a person' });
  await invite.getByLabel('Email').fill(PACKER);
  await invite.getByLabel('Role').selectOption({ label: 'Orders' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${PACKER}.`);
  await expect(owner.getByTestId(`staff-invitation-${PACKER}`)).toContainText('Orders');
  await owner.getByLabel('Refund limit per order ($)').fill('50');
  await owner.getByRole('button', { name: 'Save limit' }).click();
  await expect(owner.getByRole('form', { name: 'Orders refund limit' }).getByRole('status')).toHaveText(
    'Saved.',
  );
  await owner.setViewportSize(PHONE);
  await expectNoSeriousViolations(owner);

  // The packer, on a phone: the mailed link, a name and a password, and the back-office.
  const mail = await latestMailTo(PACKER);
  const link = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(mail)![0];
  const packer = await (await browser.newContext({ viewport: PHONE })).newPage();
  await packer.goto(link);
  await expect(packer.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await expect(packer.getByTestId('invitation-email')).toContainText(PACKER);
  await expectNoSeriousViolations(packer);
  await packer.getByLabel('Your name').fill('Pat Packer');
  await packer.getByLabel('Choose a password').fill(PACKER_PASSWORD);
  await packer.getByRole('button', { name: 'Join' }).click();
  await expect(packer).toHaveURL(/\/admin$/);

  const sections = await phoneSections(packer);
  expect(sections).toEqual(expect.arrayContaining(['Dashboard', 'Orders', 'Customers']));
  for (const hidden of ['Payment settings', 'Settings', 'Integrations', 'Staff', 'Products'])
    expect(sections).not.toContain(hidden);
  await expectNoSeriousViolations(packer);

  // Payment settings by its address: the page says so, answered 403, with the way back.
  // The mailed link is on the store's own host, where the packer's session now lives.
  const refused = await packer.goto(new URL('/admin/payment-settings', link).href);
  expect(refused!.status()).toBe(403);
  await expect(packer.getByRole('heading', { level: 1, name: NO_ACCESS_MESSAGE })).toBeVisible();
  await expectNoSeriousViolations(packer);
  await packer.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(packer).toHaveURL(/\/admin$/);
  await expect(packer.getByRole('navigation', { name: 'Back-office sections' })).toBeVisible();

  // A refund within the owner's limit, by clicks, on a wide screen.
  await packer.setViewportSize(WIDE);
  await openOrder(packer, order.orderId);
  await packer.getByLabel('Refund amount ($)').fill('10');
  await packer.getByLabel(/Reason for refund/).fill('One piece arrived chipped');
  await packer.getByRole('button', { name: 'Refund', exact: true }).click();
  await packer.getByTestId('refund-confirm').getByRole('button', { name: 'Refund $10.00' }).click();
  await expect(packer.getByTestId('order-status')).toHaveText('Partially Refunded');
  await expectNoSeriousViolations(packer);

  // Two-factor sign-in: set up on Security, then a sign-in with the password and a code.
  await openSection(packer, 'Security');
  await packer.getByTestId('two-factor-start').click();
  const secret = (await packer.getByTestId('two-factor-secret').textContent())!.trim();
  const setup = currentCode(secret);
  await packer.getByTestId('two-factor-setup-code').fill(setup.code);
  await packer.getByTestId('two-factor-setup-submit').click();
  await expect(packer.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  await packer.getByTestId('recovery-codes-done').click();
  await expect(packer.getByTestId('two-factor-state')).toContainText('Two-factor sign-in is on');
  await packer.getByTestId('logout-button').click();
  await expect(packer).toHaveURL(/\/$/);
  await packer.getByRole('link', { name: 'Login' }).first().click();
  await signInByForm(packer, PACKER, PACKER_PASSWORD);
  const field = packer.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  await field.fill(laterCode(secret, setup.readAt));
  await packer.getByTestId('two-factor-submit').click();
  await expect(packer).toHaveURL(/\/admin/);
  await expect(packer.getByRole('navigation', { name: 'Back-office', exact: true })).not.toContainText(
    'Payment settings',
  );

  // The owner reads both in the Activity log: who invited whom, and the packer's refund.
  await owner.setViewportSize(WIDE);
  await openSection(owner, 'Settings');
  await owner.getByRole('link', { name: 'Activity log', exact: true }).click();
  const rows = owner.getByTestId('audit-row');
  // The owner's invitation (the packer's acceptance is a line of its own, by the packer).
  const invited = rows
    .filter({ hasText: 'staff.invite' })
    .filter({ hasText: PACKER })
    .filter({ hasText: OWNER });
  await expect(invited).toHaveCount(1);
  const refunded = rows.filter({ hasText: 'order.refund' }).filter({ hasText: PACKER });
  await expect(refunded.first()).toContainText(order.orderId);
  await expect(refunded.first()).toContainText('orders');
  await expectNoSeriousViolations(owner);
  await owner.setViewportSize(PHONE);
  await expect(refunded.first()).toBeVisible();
  await expectNoSeriousViolations(owner);
});
