/**
 * What the Shopify and Etsy import tests read back: a product of the demo store by its handle, as
 * the database holds it.
 */
import { and, eq } from 'drizzle-orm';
import { products } from '@/server/src/db/schema';
import type { TestApp } from './build-app';

/** The imports' reads, in the app `app()` answers once it is built. */
export function importedProducts(app: () => TestApp) {
  /** The demo store's product of `handle`; undefined when it has none. */
  async function productByHandle(handle: string) {
    const [row] = await app()
      .database.db.select()
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), eq(products.handle, handle)));
    return row;
  }

  return { productByHandle };
}
