import { expect, test, type Browser, type Page } from '@playwright/test';
import { OPENING_MESSAGES, SIGNUP_MESSAGES } from '../../lib/constants/platform';
import { latestMailTo } from './support/mailbox';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';
import { E2E_WEB_PORT } from './support/ports';

const PASSWORD = 'Kiln-fired-2026!';
/** The platform's own pages: www under PLATFORM_DOMAIN (localhost, as the e2e servers run). */
const PLATFORM = `http://www.localhost:${E2E_WEB_PORT}`;
const storeUrl = (slug: string) => `http://${slug}.localhost:${E2E_WEB_PORT}`;

/** A visitor with no session, in a browser context of their own. */
async function asVisitor<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function signUp(page: Page, slug: string, email: string) {
  await page.goto(`${PLATFORM}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A shop of your own for what you make');
  await expectNoSeriousViolations(page);
  await page.getByTestId('start-your-store').click();
  await expect(page).toHaveURL(`${PLATFORM}/start`);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-store-name').fill(`Clay ${slug}`);
  await page.getByTestId('signup-slug').fill(slug);
  await expect(page.getByTestId('store-address')).toContainText(`${slug}.localhost`);
  await expect(page.getByTestId('slug-check')).toHaveText(SIGNUP_MESSAGES.slugAvailable(`${slug}.localhost`));
  await expectNoSeriousViolations(page);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-sent')).toContainText(SIGNUP_MESSAGES.checkEmailTitle);
  await expect(page.getByTestId('signup-sent')).toContainText(`${slug}.localhost`);
  await expectNoSeriousViolations(page);
}

for (const size of LOOK_WIDTHS) {
  test(`at ${size.width} px a maker signs up, verifies, signs in at the store's address and opens it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const slug = `clay-${size.width}-${Date.now().toString(36)}`;
    const email = `maker-${size.width}@${slug}.test`;
    await signUp(page, slug, email);

    // Before the owner opens it, a visitor sees "coming soon" and nothing of a catalog.
    await asVisitor(browser, async (visitor) => {
      await visitor.setViewportSize(size);
      await visitor.goto(`${storeUrl(slug)}/shop`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Clay ${slug}`);
      await expect(visitor.getByText(OPENING_MESSAGES.comingSoon(`Clay ${slug}`))).toBeVisible();
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoSeriousViolations(visitor);
    });

    const mail = await latestMailTo(email);
    const link = /http:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toContain(`${slug}.localhost:${E2E_WEB_PORT}/verify-email/`);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    await page.goto(`${storeUrl(slug)}/login`);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/admin\/store\/setup/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Signed in, the owner sees the real storefront under the bar, and opens the store.
    await page.goto(`${storeUrl(slug)}/shop`);
    const bar = page.getByTestId('not-open-bar');
    await expect(bar).toContainText(OPENING_MESSAGES.notOpenYet);
    await expectNoSeriousViolations(page);
    await bar.getByRole('button', { name: OPENING_MESSAGES.openStore }).click();
    await expect(page.getByTestId('store-opened')).toHaveText(OPENING_MESSAGES.opened);

    // Open: a visitor now gets the storefront (once the web has heard of the change).
    await asVisitor(browser, async (visitor) => {
      await expect(async () => {
        await visitor.goto(`${storeUrl(slug)}/shop`);
        await expect(visitor.getByText(OPENING_MESSAGES.comingSoon(`Clay ${slug}`))).toHaveCount(0);
        await expect(visitor.getByTestId('not-open-bar')).toHaveCount(0);
      }).toPass({ timeout: 20_000 });
      await expect(visitor.locator('#main')).toBeVisible();
    });
  });
}
