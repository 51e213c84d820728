/**
 * What the tests of product variants (a ring's sizes) share: rings with sizes made by the demo
 * store's owner, the stock of a size or a product as the database holds it, and a payment started
 * for a size, priced as the shopper was shown it.
 */
import { eq } from 'drizzle-orm';
import { orderTotalCents, toCents } from '@/lib/money';
import { productVariants, products } from '@/server/src/db/schema';
import { demo, type TestApp } from './build-app';
import { CUSTOMER_INFO } from './shop';

export type Variant = {
  id: string;
  name: string;
  sku: string | null;
  price: number | null;
  totalInventory: number | null;
};
export type Product = {
  id: string;
  name: string;
  price: number;
  version: number;
  totalInventory: number | null;
  variants: Variant[];
};

/** The test file's app and its owner's sign-in, read when a helper runs (its beforeAll sets them). */
type Suite = { t: TestApp; owner: Record<string, string> };

export function variantFixtures(suite: () => Suite) {
  const admin = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const { t, owner } = suite();
    return t.app.inject({ method, url, headers: { ...demo, ...owner }, payload });
  };

  let made = 0;
  /** A new ring of the demo store with sizes; `sizes` maps a name to its stock. */
  async function ringWith(sizes: Record<string, number | null>, extra: object = {}): Promise<Product> {
    made += 1;
    const response = await admin('POST', '/api/admin/products', {
      name: `Sterling Ring ${made}`,
      price: 120,
      totalInventory: 3,
      variants: Object.entries(sizes).map(([name, totalInventory]) => ({ name, totalInventory })),
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  const variantOf = (product: Product, name: string) => product.variants.find((v) => v.name === name)!;
  const variantStock = async (id: string) =>
    (await suite().t.database.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]
      .totalInventory;
  const productStock = async (id: string) =>
    (await suite().t.database.db.select().from(products).where(eq(products.id, id)))[0].totalInventory;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  /** Starts a payment for `quantity` of one variant (priced at `priceCents` each). */
  function buy(
    product: Product,
    variantId: string | undefined,
    options: { quantity?: number; priceCents?: number; ip?: string } = {},
  ) {
    const quantity = options.quantity ?? 1;
    const priceCents = options.priceCents ?? toCents(product.price);
    return suite().t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...demo, ...from(options.ip ?? '10.9.0.1') },
      payload: {
        amount: orderTotalCents([{ priceCents, quantity }]).totalCents,
        currency: 'usd',
        items: [{ id: product.id, ...(variantId ? { variantId } : {}), quantity }],
        customerInfo: CUSTOMER_INFO,
      },
    });
  }

  return { admin, ringWith, variantOf, variantStock, productStock, buy };
}
