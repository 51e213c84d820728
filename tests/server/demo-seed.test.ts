/**
 * The demo seed on the suite's own database (PGlite, or PostgreSQL with TEST_DATABASE_URL): it
 * writes nothing when it fails part-way, and a later seed fills the database.
 */
import { count } from 'drizzle-orm';
import { createLocalStorage, type Storage } from '@/server/src/adapters/storage';
import { products, tenants } from '@/server/src/db/schema';
import { seedIfEmpty } from '@/server/src/db/seed';
import { DEMO_PRODUCTS, NORTH_PRODUCTS } from '@/server/src/db/seed/catalog';
import { buildTestApp } from './support/build-app';

const SEED_PRODUCTS = DEMO_PRODUCTS.length + NORTH_PRODUCTS.length;

// The whole demo seed with its images, twice: the slowest part of every test app, done here in full.
describe('the demo seed on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  it('writes nothing when it fails part-way, and a later seed fills the database', async () => {
    const t = await buildTestApp({}, { seed: false });
    try {
      const storage = createLocalStorage(t.config.storageDir);
      let written = 0;
      const failing: Storage = {
        ...storage,
        async put(key, body) {
          if (++written > 10) throw new Error('disk full');
          await storage.put(key, body);
        },
      };
      await expect(seedIfEmpty(t.database.db, failing, { images: 'plain' })).rejects.toThrow('disk full');
      expect(await t.database.db.select({ value: count() }).from(tenants)).toEqual([{ value: 0 }]);
      expect(await t.database.db.select({ value: count() }).from(products)).toEqual([{ value: 0 }]);

      expect(await seedIfEmpty(t.database.db, storage, { images: 'plain' })).toBe(true);
      expect(await t.database.db.select({ value: count() }).from(tenants)).toEqual([{ value: 2 }]);
      expect(await t.database.db.select({ value: count() }).from(products)).toEqual([
        { value: SEED_PRODUCTS },
      ]);
      expect(await seedIfEmpty(t.database.db, storage, { images: 'plain' })).toBe(false);
    } finally {
      await t.close();
    }
  }, 120_000);
});
