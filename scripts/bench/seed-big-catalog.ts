/**
 * The big-catalog benchmark's data: 100 small stores (25 products each) and one store of 10,000
 * products, written straight through the repositories in a few large inserts (not over HTTP), into
 * the database the environment names (DATA_DIR's PGlite, or DATABASE_URL). Run with the api stopped:
 *   tsx scripts/bench/seed-big-catalog.ts
 */
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/client';
import { insertPrimaryDomain } from '../../server/src/repositories/domains';
import { insertProductRows, type NewProductRow } from '../../server/src/repositories/products';
import { insertStore } from '../../server/src/repositories/stores';
import { insertPageTemplates } from '../../server/src/repositories/templates';
import { insertTenant } from '../../server/src/repositories/tenants';
import { insertAdmin } from '../../server/src/repositories/users';
import { hashPassword } from '../../server/src/services/auth/passwords';
import { DEFAULT_THEME } from '../../lib/schemas/store';
import { defaultPageTemplates } from '../../lib/templates';

export const BIG_STORE = {
  id: 'bigshop',
  domain: 'bigshop.localhost',
  products: 10_000,
  admin: 'owner@bigshop.test',
  password: 'Sitka-bench-2026!',
};
const SMALL_STORES = 100;
const SMALL_PRODUCTS = 25;
const FEATURED = 8;
const BATCH = 1_000;

const PLACES = ['Glacier', 'Tidepool', 'Kenai', 'Denali', 'Sitka', 'Aurora', 'Tundra', 'Kachemak'];
const PLACES_MORE = ['Chilkat', 'Yukon', 'Halibut Cove', 'Fireweed', 'Raven', 'Spruce', 'Salmonberry'];
const MATERIALS = ['Silver', 'Stoneware', 'Opal', 'Garnet', 'Birch', 'Moonstone', 'Copper', 'Jade'];
const MATERIALS_MORE = ['Labradorite', 'Porcelain', 'Gold-Fill', 'Pearl', 'Sea Glass', 'Amethyst'];
const KINDS = ['Ring', 'Pendant', 'Mug', 'Bowl', 'Earrings', 'Cuff', 'Vase', 'Plate', 'Brooch', 'Bangle'];
const places = [...PLACES, ...PLACES_MORE];
const materials = [...MATERIALS, ...MATERIALS_MORE];

/** The i-th product of a store: varied names, prices and stock, a tenth unlimited, a few featured. */
function productRow(tenantId: string, index: number): NewProductRow {
  const name = `${places[index % places.length]} ${materials[(index >> 2) % materials.length]} ${KINDS[index % KINDS.length]} No. ${index + 1}`;
  return {
    tenantId,
    name,
    description: `Handmade in Alaska: ${name.toLowerCase()}, finished by hand in small batches.`,
    priceCents: 1_500 + ((index * 7_919) % 40_000),
    size: index % 3 === 0 ? 7 : 'Medium',
    totalInventory: index % 10 === 0 ? null : (index * 31) % 40,
    metal: index % 2 === 0 ? ['Sterling Silver'] : [],
    gemstone: [],
    featured: index < FEATURED,
    sortOrder: index,
  };
}

async function createStore(db: Database, id: string, name: string, products: number, passwordHash: string) {
  await db.transaction(async (tx) => {
    await insertTenant(tx, id, name);
    await insertPrimaryDomain(tx, id, `${id}.localhost`, new Date());
    await insertPageTemplates(tx, id, defaultPageTemplates());
    await insertAdmin(tx, id, `owner@${id}.test`, passwordHash);
    await insertStore(tx, {
      tenantId: id,
      storeName: name,
      businessInfo: { description: `${name}: handmade goods.`, email: `hello@${id}.test` },
      theme: DEFAULT_THEME,
    });
    for (let start = 0; start < products; start += BATCH)
      await insertProductRows(
        tx,
        Array.from({ length: Math.min(BATCH, products - start) }, (_, offset) =>
          productRow(id, start + offset),
        ),
      );
  });
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const started = Date.now();
    const passwordHash = await hashPassword(BIG_STORE.password);
    for (let n = 1; n <= SMALL_STORES; n += 1)
      await createStore(database.db, `store-${n}`, `Store ${n}`, SMALL_PRODUCTS, passwordHash);
    await createStore(database.db, BIG_STORE.id, 'Big Shop', BIG_STORE.products, passwordHash);
    console.log(
      `Seeded ${SMALL_STORES} stores of ${SMALL_PRODUCTS} products and one of ${BIG_STORE.products} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
