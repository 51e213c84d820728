/**
 * The storefront's consent banner as a shopper meets it. The local run has no edge naming a
 * country, so every visitor is asked (lib/consent.ts); a test that looks at analytics accepts first.
 */
import { expect, type Page } from '@playwright/test';
import { CONSENT_TEXT } from '../../../lib/constants/consent';

export const consentBanner = (page: Page) => page.getByRole('region', { name: CONSENT_TEXT.label });

/** Accepts analytics on the banner, as a shopper would, and waits for it to go. */
export async function acceptAnalytics(page: Page): Promise<void> {
  const banner = consentBanner(page);
  await banner.getByRole('button', { name: CONSENT_TEXT.accept, exact: true }).click();
  await expect(banner).toBeHidden();
}
