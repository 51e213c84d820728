import { expect, test, type Browser } from '@playwright/test';
import { adminToken, apiJson } from './support/api';

type StoreRecord = { _id: string; theme: { colors: Record<string, string> } };

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** A fresh shopper's shop and basket: the Add to Basket and Proceed to Checkout buttons' colours. */
async function shopperButtons(browser: Browser) {
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await visitor.newPage();
    await page.goto('/shop');
    const add = page.getByTestId('add-to-basket').first();
    await expect(add).toBeEnabled();
    const colours = (locator: typeof add) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, text: style.color };
      });
    const addToBasket = await colours(add);
    await add.click();
    await page.goto('/cart');
    const checkout = page.getByTestId('proceed-to-checkout');
    await expect(checkout).toBeVisible();
    const proceed = await colours(checkout);
    await page.screenshot({ path: test.info().outputPath(`basket-${addToBasket.background}.png`) });
    return { addToBasket, proceed };
  } finally {
    await visitor.close();
  }
}

/**
 * The theme's Primary Color is the colour of the storefront's main buttons, as the wizard's sample
 * suggests; their text is white on a dark primary and black on a light one (4.5:1 or better).
 */
test.describe('the primary colour on the storefront', () => {
  test('Add to Basket and Proceed to Checkout follow the saved primary colour, with readable text', async ({
    browser,
  }) => {
    const token = await adminToken();
    const store = await apiJson<StoreRecord>('/api/stores/by-identifier/demo');
    const save = (primary: string) =>
      apiJson(`/api/stores/${store._id}/theme`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ operation: 'updateColors', colors: { ...store.theme.colors, primary } }),
      });
    try {
      for (const [primary, text] of [
        ['#7A1F5C', 'rgb(255, 255, 255)'],
        ['#F2C94C', 'rgb(0, 0, 0)'],
      ]) {
        await save(primary);
        const want = { background: rgb(primary), text };
        await expect
          .poll(() => shopperButtons(browser), { timeout: 20_000 })
          .toEqual({ addToBasket: want, proceed: want });
      }
    } finally {
      // The other browser tests expect the demo store's own colours.
      await apiJson(`/api/stores/${store._id}/theme`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ operation: 'updateColors', colors: store.theme.colors }),
      });
    }
  });
});
