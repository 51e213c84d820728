import { expect, test } from '@playwright/test';
import { apiJson } from './support/api';
import { currentCode, laterCode } from './support/authenticator';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { openSection } from './support/walk';

const OWNER = 'owner@demo.test';
const PASSWORD = 'Sitka-demo-2026!';

let recoveryCodes: string[] = [];

// Whatever happens, the owner signs in with a password alone again for the specs that follow.
test.afterAll(async () => {
  if (!recoveryCodes.length) return;
  const step = await apiJson<{ challenge?: string; token?: string }>('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: OWNER, password: PASSWORD }),
  });
  if (!step.challenge) return;
  const { token } = await apiJson<{ token: string }>('/api/auth/two-factor', {
    method: 'POST',
    body: JSON.stringify({ challenge: step.challenge, recoveryCode: recoveryCodes.at(-1) }),
  });
  await apiJson('/api/auth/two-factor/disable', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ password: PASSWORD }),
  });
});

test('the owner turns on two-factor sign-in, signs out, and signs in with the password and then a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LOOK_WIDTHS[0]);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(OWNER);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/admin/);

  await openSection(page, 'Security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByTestId('sessions-list')).toContainText('This device');
  await expectNoSeriousViolations(page);

  await page.getByTestId('two-factor-start').click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await expectNoSeriousViolations(page);
  const setup = currentCode(secret);
  await page.getByTestId('two-factor-setup-code').fill(setup.code);
  await page.getByTestId('two-factor-setup-submit').click();
  const codes = page.getByTestId('recovery-codes').locator('code');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await page.getByTestId('recovery-codes-done').click();
  await expect(page.getByTestId('two-factor-state')).toContainText('Two-factor sign-in is on');

  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/$/);

  // On a phone: the password, then the code step.
  await page.setViewportSize(LOOK_WIDTHS[1]);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(OWNER);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  await expectNoSeriousViolations(page);
  // The code that turned it on is spent: the next step's code signs in.
  await field.fill(laterCode(secret, setup.readAt));
  await page.getByTestId('two-factor-submit').click();
  await expect(page).toHaveURL(/\/admin/);
  await page.setViewportSize(LOOK_WIDTHS[0]);
});
