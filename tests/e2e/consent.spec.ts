import { expect, test, type Page, type Request } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_TEXT } from '../../lib/constants/consent';
import { consentBanner } from './support/consent';
import { expectNoSeriousViolations, LOOK_WIDTHS } from './support/look';

/**
 * Consent before analytics on the storefront. The local run has no edge naming a country, so a
 * visitor is asked, as an EU visitor would be (lib/consent.ts); one named by the edge as outside
 * the EU is counted as before under the store's default 'eu' setting. The shopper moves by clicks.
 */

const ANALYTICS = '/api/analytics/';
const SESSION_KEY = 'sitka.analyticsSessionId';

/** Every analytics request the page sends from now on. */
function watchAnalytics(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(ANALYTICS)) sent.push(request);
  });
  return sent;
}

/** What the browser keeps: the consent cookie's value, and any analytics id in its storage. */
async function kept(page: Page) {
  const cookies = await page.context().cookies();
  const stored = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `local:${key}`),
    ...Object.keys(sessionStorage).map((key) => `session:${key}`),
  ]);
  return {
    consent: cookies.find((cookie) => cookie.name === CONSENT_COOKIE)?.value ?? null,
    analyticsIds: stored.filter((key) => /analytics/i.test(key)),
  };
}

/** Shop, then the first product, by clicks in the page's own navigation. */
async function clickToAProduct(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: width < 768 ? 'Mobile' : 'Main' });
  await nav.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

const accept = (page: Page) =>
  consentBanner(page).getByRole('button', { name: CONSENT_TEXT.accept, exact: true });
const reject = (page: Page) =>
  consentBanner(page).getByRole('button', { name: CONSENT_TEXT.reject, exact: true });

for (const size of LOOK_WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a visitor who is asked sees the banner; Reject sends and keeps nothing; the footer reopens it; Accept counts', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const sent = watchAnalytics(page);
      await page.goto('/');
      const banner = consentBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: CONSENT_TEXT.privacyLink })).toHaveAttribute(
        'href',
        '/policies/privacy',
      );
      // Accept and Reject weigh the same: one size, one look.
      const [acceptBox, rejectBox] = [await accept(page).boundingBox(), await reject(page).boundingBox()];
      expect(Math.round(acceptBox!.width)).toBe(Math.round(rejectBox!.width));
      expect(Math.round(acceptBox!.height)).toBe(Math.round(rejectBox!.height));
      expect(await accept(page).getAttribute('class')).toBe(await reject(page).getAttribute('class'));
      if (size.width < 768) {
        // Above the phone's bottom bar, which stays usable.
        const bar = await page.getByRole('navigation', { name: 'Mobile' }).boundingBox();
        const box = await banner.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + 1);
        expect(box!.height).toBeLessThan(size.height / 3);
      }
      await expectNoSeriousViolations(page);
      expect(sent).toEqual([]);
      expect(await kept(page)).toEqual({ consent: null, analyticsIds: [] });

      await reject(page).click();
      await expect(banner).toBeHidden();
      await clickToAProduct(page, size.width);
      await expect(banner).toBeHidden();
      await page.waitForTimeout(1_000);
      expect(sent.map((request) => request.url())).toEqual([]);
      expect(await kept(page)).toEqual({ consent: 'rejected', analyticsIds: [] });

      // The footer's link opens the banner again, and the keyboard reaches its buttons.
      await page.getByRole('button', { name: CONSENT_TEXT.footerLink }).click();
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('link', { name: CONSENT_TEXT.privacyLink })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(accept(page)).toBeFocused();
      const counted = page.waitForResponse(
        (response) => response.url().endsWith(`${ANALYTICS}page-view`) && response.status() === 202,
      );
      await page.keyboard.press('Enter');
      await counted;
      await expect(banner).toBeHidden();
      expect(await kept(page)).toEqual({ consent: 'accepted', analyticsIds: [`local:${SESSION_KEY}`] });

      const next = page.waitForResponse(
        (response) => response.url().endsWith(`${ANALYTICS}page-view`) && response.status() === 202,
      );
      await page
        .getByRole('navigation', { name: size.width < 768 ? 'Mobile' : 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      expect((await next).request().postDataJSON()).toMatchObject({ pageId: '/' });
      // A reload keeps the choice: no banner.
      await page.reload();
      await expect(banner).toBeHidden();

      // Rejecting after accepting forgets the visit id.
      await page.getByRole('button', { name: CONSENT_TEXT.footerLink }).click();
      await reject(page).click();
      expect(await kept(page)).toEqual({ consent: 'rejected', analyticsIds: [] });
    });

    test('a visitor the edge names outside the EU is not asked and is counted as before', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: size,
        extraHTTPHeaders: { 'cf-ipcountry': 'US' },
      });
      try {
        const page = await context.newPage();
        const counted = page.waitForResponse(
          (response) => response.url().endsWith(`${ANALYTICS}page-view`) && response.status() === 202,
        );
        await page.goto('/shop');
        await counted;
        await expect(consentBanner(page)).toBeHidden();
        expect(await kept(page)).toEqual({ consent: 'outside', analyticsIds: [`local:${SESSION_KEY}`] });
        await expectNoSeriousViolations(page);
      } finally {
        await context.close();
      }
    });
  });
}
