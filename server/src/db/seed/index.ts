/**
 * The demo stores: tenants `demo` and `north`, their store records and page templates, an owner
 * and a shopper, the catalogs with drawn images, and a first product backup. Runs only on an
 * empty database, so a second start keeps every change. It is one transaction: a seed stopped
 * part-way (killed, or failing) leaves no store behind, so the database is still empty and the
 * next seed fills it. Image and backup files written before such a stop are named after rows that
 * never committed; nothing refers to them.
 */
import { handleFromName } from '@/lib/product-address';
import { count } from 'drizzle-orm';
import { DEFAULT_THEME, type Theme } from '@/lib/schemas/store';
import { defaultPageTemplates } from '@/lib/templates';
import { toCents } from '@/lib/money';
import type { Storage } from '@server/adapters/storage';
import { writeProductBackup } from '@server/services/backups/product-backups';
import { storeImageRenditions } from '@server/services/catalog/renditions';
import { hashPassword } from '@server/services/auth/passwords';
import { recordPriceChanges } from '@server/repositories/price-history';
import type { Database } from '../client';
import {
  categories,
  pageTemplates,
  productCategories,
  productImages,
  products,
  productVariants,
  storeEvents,
  stores,
  tenantDomains,
  tenants,
  users,
} from '../schema';
import { DEMO_PRODUCTS, NORTH_PRODUCTS, SEED_CATEGORIES, seedCategoryOf, type SeedProduct } from './catalog';
import { DEMO_EVENTS } from './events';
import { drawProductImage, drawSwatch } from './images';

export const DEMO_PASSWORD = 'Sitka-demo-2026!';
export const DEMO_ACCOUNTS = [
  { email: 'owner@demo.test', role: 'admin' as const },
  { email: 'shopper@demo.test', role: 'customer' as const },
];

type SeedTenant = {
  id: string;
  name: string;
  domains: string[];
  /** The one of `domains` its pages name. */
  primaryDomain: string;
  description: string;
  /** The About page's words, as the wizard's Media & Branding step saves them. */
  brandStory: string;
  theme: Theme;
  /** Markets and events on the store's Events page. */
  events: (typeof DEMO_EVENTS)[number][];
  catalog: SeedProduct[];
  accounts: { email: string; role: 'admin' | 'customer' }[];
};

const SEED_TENANTS: SeedTenant[] = [
  {
    id: 'demo',
    name: 'Sitka Silver & Clay',
    domains: ['localhost', '127.0.0.1', 'demo.localhost'],
    primaryDomain: 'demo.localhost',
    description: 'Sterling silver jewelry and wheel-thrown ceramics, made by hand in Sitka, Alaska.',
    brandStory:
      'The studio began at a kitchen table on Lincoln Street, with a jeweller’s saw, a secondhand kiln and a view of the sound.\n\nEvery ring is still sawn, soldered and polished at one bench, and every mug thrown on one wheel, a few steps from the harbour. We work in recycled sterling and local clay, and we name each piece for the place that shaped it.',
    theme: {
      ...DEFAULT_THEME,
      colors: {
        primary: '#1F5F5B',
        secondary: '#1B2A35',
        background: '#FBF8F3',
        text: '#2B2B2B',
        accent: '#B5835A',
      },
      fonts: { ...DEFAULT_THEME.fonts, primary: 'Helvetica, Arial, sans-serif', secondary: 'Georgia, serif' },
      hero: {
        url: '',
        altText: 'The Sitka studio',
        overlay: true,
        textPosition: 'center',
        title: 'Made by hand in Sitka, Alaska',
        subtitle: 'Sterling silver jewelry and stoneware, shaped by the sea and the rainforest.',
      },
    },
    catalog: DEMO_PRODUCTS,
    accounts: DEMO_ACCOUNTS,
    events: DEMO_EVENTS,
  },
  {
    id: 'north',
    name: 'North Star Fibre',
    domains: ['north.localhost'],
    primaryDomain: 'north.localhost',
    description: 'Qiviut, antler and clay from the Interior.',
    brandStory:
      'Two makers in Fairbanks spinning qiviut, carving shed antler and firing clay through the long Interior winter.',
    theme: DEFAULT_THEME,
    catalog: NORTH_PRODUCTS,
    accounts: [{ email: 'owner@north.test', role: 'admin' }],
    events: [],
  },
];

export type SeedOptions = {
  /** 'plain' draws a flat swatch instead of the product drawing: same files, a fraction of the time (tests). */
  images?: 'drawn' | 'plain';
};

/** The seeded back-office account is its store's owner. */
const ownerIfAdmin = (role: 'admin' | 'customer') => (role === 'admin' ? ('owner' as const) : null);

/** The store's categories that its catalog has pieces for; their ids by slug. */
async function seedCategories(db: Database, seed: SeedTenant): Promise<Map<string, string>> {
  const arts = new Set(seed.catalog.map((item) => item.art));
  const wanted = SEED_CATEGORIES.filter((category) => category.arts.some((art) => arts.has(art)));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .insert(categories)
    .values(
      wanted.map((category, index) => ({
        tenantId: seed.id,
        name: category.name,
        slug: category.slug,
        sortOrder: index,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** A seeded product's row: the catalog item, its place in the shop and its handle. */
function productRowOf(
  tenantId: string,
  item: SeedTenant['catalog'][number],
  index: number,
  handle: string,
): typeof products.$inferInsert {
  return {
    tenantId,
    name: item.name,
    handle,
    description: item.description,
    priceCents: toCents(item.price),
    size: item.size,
    totalInventory: item.stock,
    metal: item.metal ?? [],
    gemstone: item.gemstone ?? [],
    featured: item.featured ?? false,
    archived: item.archived ?? false,
    sortOrder: index,
  };
}

/** Each seeded product's handle from its name, numbered where two names give the same. */
function handlesOf(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = handleFromName(name);
    let handle = base;
    for (let n = 2; taken.has(handle); n += 1) handle = `${base}-${n}`;
    taken.add(handle);
    return handle;
  });
}

async function seedTenant(
  db: Database,
  storage: Storage,
  seed: SeedTenant,
  passwordHash: string,
  options: SeedOptions,
) {
  await db.insert(tenants).values({ id: seed.id, name: seed.name });
  await db.insert(tenantDomains).values(
    seed.domains.map((domain) => ({
      domain,
      tenantId: seed.id,
      isPrimary: domain === seed.primaryDomain,
      verifiedAt: new Date(),
    })),
  );
  await db.insert(stores).values({
    tenantId: seed.id,
    storeName: seed.name,
    businessInfo: {
      description: seed.description,
      brandStory: seed.brandStory,
      email: `hello@${seed.id}.test`,
      phoneNumber: '(907) 555-0142',
      address: { street: '201 Lincoln St', city: 'Sitka', state: 'AK', zipCode: '99835', country: 'US' },
    },
    theme: seed.theme,
  });
  await db
    .insert(pageTemplates)
    .values(defaultPageTemplates().map((template) => ({ tenantId: seed.id, ...template })));
  if (seed.events.length > 0)
    await db.insert(storeEvents).values(seed.events.map((event) => ({ tenantId: seed.id, ...event })));
  const now = new Date();
  await db.insert(users).values(
    seed.accounts.map((account) => ({
      tenantId: seed.id,
      email: account.email,
      role: account.role,
      staffRole: ownerIfAdmin(account.role),
      passwordHash,
      emailVerifiedAt: now,
    })),
  );

  const categoryIds = await seedCategories(db, seed);
  const handles = handlesOf(seed.catalog.map((item) => item.name));
  for (const [index, item] of seed.catalog.entries()) {
    const [row] = await db
      .insert(products)
      .values(productRowOf(seed.id, item, index, handles[index]))
      .returning({ id: products.id });
    if (item.variants)
      await db.insert(productVariants).values(
        item.variants.map((variant, position) => ({
          tenantId: seed.id,
          productId: row.id,
          name: variant.name,
          priceCents: variant.price === undefined ? null : toCents(variant.price),
          totalInventory: variant.stock,
          position,
        })),
      );
    // The seeded price is the first of each piece's price history.
    await recordPriceChanges(db, seed.id, [row.id]);
    const categoryId = categoryIds.get(seedCategoryOf(item.art) ?? '');
    if (categoryId)
      await db.insert(productCategories).values({ tenantId: seed.id, productId: row.id, categoryId });
    for (let view = 0; view < (item.images ?? 1); view += 1) {
      const [image] = await db
        .insert(productImages)
        .values({
          tenantId: seed.id,
          productId: row.id,
          position: view,
          storageKey: `images/${row.id}-${view}`,
          altText: item.name,
        })
        .returning({ id: productImages.id });
      const key = view === 0 ? row.id : image.id;
      const original =
        options.images === 'plain'
          ? await drawSwatch(item.hue)
          : await drawProductImage(item.art, item.hue, view);
      await storeImageRenditions(storage, key, original);
    }
  }
  await writeProductBackup(db, storage, { id: seed.id, name: seed.name });
}

/** Seeds the demo stores when the database has no tenant yet; returns whether it did. */
export async function seedIfEmpty(
  db: Database,
  storage: Storage,
  options: SeedOptions = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [{ value }] = await tx.select({ value: count() }).from(tenants);
    if (value > 0) return false;
    for (const seed of SEED_TENANTS)
      await seedTenant(tx as unknown as Database, storage, seed, passwordHash, options);
    return true;
  });
}
