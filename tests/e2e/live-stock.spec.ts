import { expect, test } from '@playwright/test';
import { adminToken, isPlainPiece, listProducts, setStock } from './support/api';

test('a product page shows a stock change the moment the owner makes it', async ({ page }) => {
  const product = (await listProducts()).find(
    (item) => item.totalInventory !== null && item.totalInventory >= 5 && isPlainPiece(item),
  )!;
  const token = await adminToken();
  await page.goto(`/product/${product.id}`);
  const availability = page.getByTestId('availability');
  await expect(availability).toBeVisible();
  await expect(availability).not.toContainText('left');
  // Give the live socket its moment to connect before the change is made.
  await page.waitForTimeout(1_500);

  await setStock(product.id, 3, token);
  await expect(availability).toContainText('Only 3 left');

  await setStock(product.id, 0, token);
  await expect(availability).toContainText('Out of Stock');
  await expect(page.getByTestId('add-to-basket')).toHaveCount(0);

  await setStock(product.id, product.totalInventory, token);
  await expect(page.getByTestId('add-to-basket')).toBeVisible();
});
