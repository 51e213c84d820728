import { expect, test, type Page } from '@playwright/test';
import { signInByForm } from './support/shopper';
import { clickThrough, expectNoErrorPage } from './support/walk';

// The owner's back-office, every section reached by a click in one tab: each route change runs
// the previous section's effect cleanups, which a section opened by its address never does.

const topNav = (page: Page) => page.getByRole('navigation', { name: 'Back-office', exact: true });

/** The top navigation's sections, in its order, with the heading each opens on. */
const TOP_SECTIONS = [
  { label: 'Orders', url: /\/admin\/orders$/, heading: 'Orders' },
  { label: 'Workbench', url: /\/admin\/workbench$/, heading: 'Workbench' },
  { label: 'Products', url: /\/admin\/products$/, heading: 'My Products' },
  { label: 'Customers', url: /\/admin\/customers$/, heading: 'My Customers' },
  { label: 'Analytics', url: /\/admin\/analytics$/, heading: 'Analytics' },
  { label: 'Events', url: /\/admin\/events$/, heading: 'Events' },
  { label: 'Integrations', url: /\/admin\/integrations$/, heading: 'API Key Management' },
  { label: 'Settings', url: /\/admin\/settings$/, heading: 'Settings' },
] as const;

/** Sections reached from another's header on a wide screen (admin nav's `secondary`). */
const FROM_SECTION = {
  Orders: { label: 'Discounts', url: /\/admin\/discounts$/, heading: 'Discounts' },
  Products: { label: 'Categories', url: /\/admin\/categories$/, heading: 'Categories' },
} as const;

test('an owner walks every back-office section by its navigation, without an error page', async ({
  page,
}) => {
  await signInByForm(page, 'owner@demo.test');
  const nav = topNav(page);
  await clickThrough(page, nav.getByRole('link', { name: 'Dashboard' }), { url: /\/admin$/, heading: /\S/ });
  const storeName = (await page.getByTestId('admin-store-name').innerText()).trim();
  // On a laptop every section is in sight: the navigation has nothing to scroll to.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

  await clickThrough(page, nav.getByRole('link', { name: 'Store' }), {
    url: /\/admin\/store$/,
    heading: storeName,
  });
  await expect(page.getByTestId('store-title')).toHaveText(storeName);

  for (const section of TOP_SECTIONS) {
    const link = nav.getByRole('link', { name: section.label, exact: true });
    await clickThrough(page, link, section);
    await expect(link).toHaveAttribute('aria-current', 'page');
    const inner = FROM_SECTION[section.label as keyof typeof FROM_SECTION];
    if (inner) {
      await clickThrough(
        page,
        page.getByRole('main').getByRole('link', { name: inner.label, exact: true }),
        inner,
      );
      // Back by the navigation, to the section the inner one belongs to.
      await clickThrough(page, link, section);
    }
  }

  // The dashboard's own sections open one at a time.
  await clickThrough(page, nav.getByRole('link', { name: 'Dashboard' }), {
    url: /\/admin$/,
    heading: storeName,
  });
  const sections = [
    { name: /^Notion workspace/, panel: 'workspace-panel' },
    { name: /^Payment settings/, panel: 'payment-panel' },
    { name: /^Backups/, panel: 'backups-section' },
  ];
  for (const section of sections) {
    const toggle = page.getByRole('button', { name: section.name });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId(section.panel)).toBeVisible();
    for (const other of sections.filter((item) => item !== section))
      await expect(page.getByTestId(other.panel)).toBeHidden();
  }
  await expectNoErrorPage(page);

  // On a phone the bottom bar holds four sections and More the rest, Payment settings among them.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('navigation', { name: 'Back-office sections' });
  await clickThrough(page, bar.getByRole('link', { name: 'Products' }), {
    url: /\/admin\/products$/,
    heading: 'My Products',
  });
  await bar.getByRole('button', { name: 'More' }).click();
  await clickThrough(
    page,
    bar.getByRole('list', { name: 'More sections' }).getByRole('link', { name: 'Payment settings' }),
    { url: /\/admin\/payment-settings$/, heading: 'Payment settings' },
  );
  await clickThrough(page, bar.getByRole('link', { name: 'Dashboard' }), {
    url: /\/admin$/,
    heading: storeName,
  });
});
