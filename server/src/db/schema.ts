/**
 * Sitka's whole data model. Every table that holds store data carries `tenant_id`, and each
 * index that a store query uses starts with it. Money is integer cents.
 */
import { sql } from 'drizzle-orm';
import { MANUAL_PAYMENT_METHODS, ORDER_KINDS, ORDER_STATUSES } from '@/lib/order-status';
import type { PersonalisationQuestion, StoredAnswer } from '@/lib/schemas/personalisation';
import type { GiftCardPurchase } from '@/lib/schemas/gift-cards';
import type { ProductSyncResult } from '@/lib/schemas/notion';
import { CARRIERS } from '@/lib/tracking';
import { ANALYTICS_EVENT_KINDS } from '@/lib/constants/analytics';
import { SHIPPING_METHODS } from '@/lib/constants/shipping';
import type { ShippingSettings } from '@/lib/schemas/shipping';
import type { MakingTime, WorkCalendar } from '@/lib/schemas/making-time';
import { TAX_CATEGORIES, TAX_DOCUMENT_KINDS, TAX_LINE_KINDS } from '@/lib/schemas/tax';
import { POLICY_KINDS } from '@/lib/constants/policies';
import { NEWSLETTER_STATUSES } from '@/lib/constants/newsletter';
import { RETURN_REQUEST_KINDS, RETURN_REQUEST_STATUSES, RETURNS_FOR } from '@/lib/constants/returns';
import { CONSENT_REQUIRED_FOR } from '@/lib/constants/consent';
import { REVIEW_STATUSES } from '@/lib/constants/reviews';
import { GIFT_CARD_MOVES, GIFT_CARD_STATUSES } from '@/lib/constants/gift-cards';
import { EMAIL_SUPPRESSION_KINDS } from '@/lib/constants/basket-reminders';
import { OWNER_NOTICE_KINDS } from '@/lib/constants/owner-notices';
import { STAFF_ROLES, STORE_ORIGINS, STORE_STATUSES } from '@/lib/constants/staff';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tenantRef = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/* Tenants ------------------------------------------------------------------------------------ */

export const tenants = pgTable('tenants', {
  /** The slug doubles as the id that travels in `X-Tenant-Id`. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * The value the store's owner puts in a domain's `_sitka-verify` TXT record to prove the name is
   * theirs (`sitka-verify=<token>`); public once published, so it proves control, not a secret.
   */
  domainToken: text('domain_token')
    .notNull()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** Suspended by the platform's operator: the storefront says it is closed, writes are refused. */
  status: text('status', { enum: STORE_STATUSES }).notNull().default('active'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  origin: text('origin', { enum: STORE_ORIGINS }).notNull().default('operator'),
  /** When the owner opened the store to shoppers; until then its storefront says "coming soon". */
  openedAt: timestamp('opened_at', { withTimezone: true }).defaultNow(),
  createdAt: createdAt(),
});

/**
 * The host names a store is served at. A store may list a name it has not proved yet; only a
 * verified one (its TXT record holds the store's token and it points at the platform) is served,
 * and a name is verified for one store at most. Each store has at most one primary domain (the one
 * its pages name, always verified), which cannot be removed.
 */
export const tenantDomains = pgTable(
  'tenant_domains',
  {
    domain: text('domain').notNull(),
    tenantId: tenantRef(),
    isPrimary: boolean('is_primary').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.domain] }),
    uniqueIndex('tenant_domains_verified_idx')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('tenant_domains_one_primary_idx')
      .on(t.tenantId)
      .where(sql`${t.isPrimary}`),
  ],
);

/* Identity ----------------------------------------------------------------------------------- */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /** What a person of the back-office (role admin) may do; null for customers. One owner a store. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped on logout and password change; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email),
    /** A customer is a lower-cased email: their account is found by it. */
    index('users_tenant_lower_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.role),
    uniqueIndex('users_tenant_owner_idx')
      .on(t.tenantId)
      .where(sql`${t.staffRole} = 'owner'`),
    /** The owner's customer list sorts by last activity. */
    index('users_tenant_role_last_active_idx').on(t.tenantId, t.role, t.lastActiveAt),
    /** The owner's customer list sorts by email, the id keeping ties in one order. */
    index('users_tenant_role_email_id_idx').on(t.tenantId, t.role, t.email, t.id),
    /** Searching customers matches any part of the email (trigrams, pg_trgm). */
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    name: text('name').notNull().default(''),
    /** Encrypted at rest, `ENC:` prefix. */
    phone: text('phone').notNull().default(''),
    /** Encrypted at rest, `ENC:` prefix. */
    address: text('address').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    /** Two-letter code of an address abroad; '' for a US address. */
    country: text('country').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_tenant_idx').on(t.tenantId),
    /** The owner's customer list sorts and searches by name. */
    index('profiles_tenant_name_idx').on(t.tenantId, t.name),
    index('profiles_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by email; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] })
      .notNull()
      .default('verify-email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * A password chosen at a registration for an address whose account was still unverified: it
     * replaces the account's password only when this link is opened, so the mailbox decides.
     */
    pendingPasswordHash: text('pending_password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_tokens_hash_idx').on(t.tokenHash),
    index('verification_tokens_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/* Catalog ------------------------------------------------------------------------------------ */

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** The earlier price shown struck through beside the price; null when there is none. */
    compareAtPriceCents: integer('compare_at_price_cents'),
    /** Shipping weight in grams; null when the owner has not weighed it. */
    weightGrams: integer('weight_grams'),
    /** When the piece ships (ready in N days, or made to order in a range); null: the store's default. */
    makingTime: jsonb('making_time').$type<MakingTime>(),
    /** Questions the buyer answers when adding the piece (an engraving, a gift wrap); none: []. */
    personalisation: jsonb('personalisation').$type<PersonalisationQuestion[]>().notNull().default([]),
    /** The product page's own <title> and meta description; null falls back to name and description. */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** A number (ring size 7) or a string ('Large'), as the spec allows. */
    size: jsonb('size').$type<number | string | null>(),
    /** null means unlimited stock. */
    totalInventory: integer('total_inventory'),
    metal: text('metal')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gemstone: text('gemstone')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** How the product is taxed: general unless the owner marks it exempt. */
    taxCategory: text('tax_category', { enum: TAX_CATEGORIES }).notNull().default('general'),
    /** false for a piece that cannot be returned (made to order or personalised). */
    returnable: boolean('returnable').notNull().default(true),
    sales: integer('sales').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The row of the store's Notion products database this product is pulled from, if any. */
    notionPageId: text('notion_page_id'),
    /**
     * The sources of the images last brought from its Notion row (ProductImage), in Notion's order:
     * an external URL, or a Notion-hosted file's URL without its signed query. null until a pull
     * brought any; a pull fetches images only when this differs from what the row names now.
     */
    notionImageKeys: text('notion_image_keys').array(),
    /** The maker's stock-keeping code; unique in the store when set, so a CSV row can name the product. */
    sku: text('sku'),
    /**
     * The product's address in the shop (`/product/{handle}`): lower-case words joined by hyphens,
     * unique in the store. Set from an imported file's Handle or from the name; the owner may edit
     * it, and the old one then redirects (redirects).
     */
    handle: text('handle'),
    /** What the sizes are called, in order (up to three: "Color", "Size"); empty for one option named by the spec's default. */
    optionNames: text('option_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A draft is kept in the back-office and is not on sale (an imported file's `Status` draft). */
    draft: boolean('draft').notNull().default(false),
    /** Whether a shopper may ask for it when it is out of stock (Shopify's inventory policy "continue"). */
    backorders: boolean('backorders').notNull().default(true),
    /** The owner's own words for finding a product (imported from Shopify's Tags, Etsy's tags and materials). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Bumped by every owner edit: an edit made from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The shop's keyset order (sort order, name, id): a page reads only its own rows.
    index('products_tenant_listing_idx').on(t.tenantId, t.archived, t.featured, t.sortOrder, t.name, t.id),
    uniqueIndex('products_tenant_notion_page_idx').on(t.tenantId, t.notionPageId),
    uniqueIndex('products_tenant_sku_idx').on(t.tenantId, t.sku),
    uniqueIndex('products_tenant_handle_idx').on(t.tenantId, t.handle),
    /**
     * Search matches any part of a name or description, case-insensitively: trigram indexes
     * (pg_trgm) on the lowered text answer `lower(x) like '%…%'` without reading every row.
     */
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    /**
     * The owner's list in each of its orders, exactly as findAdminProducts sorts (then the lowered
     * name, then the id), so a page deep in the list reads one range of an index, either way.
     */
    index('products_tenant_name_id_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    index('products_tenant_price_idx').on(t.tenantId, t.priceCents, sql`lower(${t.name})`, t.id),
    index('products_tenant_stock_idx').on(
      t.tenantId,
      t.totalInventory.asc().nullsLast(),
      sql`lower(${t.name})`,
      t.id,
    ),
    index('products_tenant_featured_idx').on(t.tenantId, t.featured, sql`lower(${t.name})`, t.id),
    index('products_tenant_archived_idx').on(t.tenantId, t.archived, sql`lower(${t.name})`, t.id),
    // The shop's other sorts and filters (newest, price, name; metal), listed products only.
    index('products_tenant_listed_created_idx').on(t.tenantId, t.archived, t.createdAt, t.id),
    index('products_tenant_listed_price_idx').on(t.tenantId, t.archived, t.priceCents, t.id),
    index('products_tenant_listed_name_idx').on(t.tenantId, t.archived, t.name, t.id),
    index('products_metal_idx').using('gin', t.metal),
    check('products_stock_not_negative', sql`${t.totalInventory} IS NULL OR ${t.totalInventory} >= 0`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'products_compare_at_above_price',
      sql`${t.compareAtPriceCents} IS NULL OR ${t.compareAtPriceCents} > ${t.priceCents}`,
    ),
    check('products_weight_not_negative', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Key of the original in storage; sized WebP renditions sit beside it. */
    storageKey: text('storage_key').notNull(),
    altText: text('alt_text').notNull().default(''),
    /** The Notion source (see products.notionImageKeys) of an image brought from Notion; null for one the owner uploaded. */
    notionSourceKey: text('notion_source_key'),
    /** The address an image was fetched from by a catalog import; null for an upload. */
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_images_tenant_product_pos_idx').on(t.tenantId, t.productId, t.position)],
);

/** The store's categories, shown on the home page and filtering the shop (`/shop?category=slug`). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    /** Names the category in the shop's address; unique per store. */
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** An image URL for the category's card, if the owner gave one. */
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_tenant_slug_idx').on(t.tenantId, t.slug),
    index('categories_tenant_order_idx').on(t.tenantId, t.sortOrder, t.name, t.id),
  ],
);

/** Which categories a product is in (one or more). */
export const productCategories = pgTable(
  'product_categories',
  {
    tenantId: tenantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.categoryId, t.productId] }),
    index('product_categories_tenant_product_idx').on(t.tenantId, t.productId),
  ],
);

/* Orders, payments and stock ----------------------------------------------------------------- */

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    /** Shown to people: 'BO-…' marks a backorder. */
    orderId: text('order_id').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('regular'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending Payment'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    /** The market or event a sale made by hand belongs to (the dashboard counts each event's sales). */
    eventId: uuid('event_id').references(() => storeEvents.id, { onDelete: 'set null' }),
    /** How a sale made by hand was paid outside Sitka (cash, a card reader); null for every other order. */
    paidWith: text('paid_with', { enum: MANUAL_PAYMENT_METHODS }),
    /** The store-local day the order should ship by (its slowest piece's making time from payment); null before payment or for older orders. */
    shipBy: date('ship_by', { mode: 'string' }),
    /** Name, phone and address as given at checkout; phone and address encrypted. */
    customerInfo: jsonb('customer_info').$type<Record<string, string>>().notNull().default({}),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentIntentId: text('payment_intent_id'),
    /** How the order reaches the shopper (lib/constants/shipping.ts); null for orders before it was asked. */
    shippingMethod: text('shipping_method', { enum: SHIPPING_METHODS }),
    /**
     * Where the order goes, as it was when placed (the owner may correct it until it ships); the
     * street line encrypted as customerInfo's. Null only for an order placed with no address.
     */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressJson>(),
    /** The discount code the shopper used and what it took off; totalCents is after it. */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What a gift card paid of totalCents (the card payment is the rest); 0 when none did. */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    /**
     * The tax on the order (order_tax_lines has it per line and jurisdiction). With prices that
     * include tax it is inside the subtotal; otherwise totalCents adds it.
     */
    taxCents: integer('tax_cents').notNull().default(0),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** Why no tax was charged when the engine said so (NoTaxReason: IOSS_OVER_LIMIT, …). */
    taxNote: text('tax_note'),
    /**
     * SHA-256 (base64url) of the token in the confirmation mail's links: whoever holds the mail, a
     * guest included, may ask to return this order's pieces without signing in. null before it.
     */
    guestLinkHash: text('guest_link_hash'),
    /** When the buyer's personal details were removed (their account closed); money facts stay. */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tenant_order_id_idx').on(t.tenantId, t.orderId),
    uniqueIndex('orders_payment_intent_idx').on(t.paymentIntentId),
    index('orders_tenant_email_created_idx').on(t.tenantId, t.customerEmail, t.createdAt),
    /** Order history lists by account. */
    index('orders_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
    /**
     * The owner's order list in each of its orders (the key, then the time, then the id, all one
     * way); by status it also filters, and the dashboard counts Paid orders.
     */
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    // The order desk's and the workbench's order: what ships first.
    index('orders_tenant_ship_by_idx').on(t.tenantId, t.shipBy),
    index('orders_tenant_event_idx').on(t.tenantId, t.eventId),
    index('orders_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('orders_tenant_total_created_idx').on(t.tenantId, t.totalCents, t.createdAt, t.id),
    /** Searching orders matches any part of the order id or email (trigrams, pg_trgm). */
    index('orders_order_id_trgm_idx').using('gin', sql`lower(${t.orderId}) gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.customerEmail}) gin_trgm_ops`),
    /** A customer is a lower-cased email of the store: their page gathers its orders. */
    index('orders_tenant_lower_email_idx').on(t.tenantId, sql`lower(${t.customerEmail})`),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
  ],
);

/** An order's shipping address as stored: `address` (the street line) encrypted. */
export type ShippingAddressJson = {
  name: string;
  address: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  /** Two-letter code; absent for a US address (all orders before international shipping). */
  country?: string;
};

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant bought, if the product has them; its name is kept even if the variant goes. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantName: text('variant_name'),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image'),
    /** This line's share of the order's discount: an item refund is its line total less this. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** How many of the line's pieces the maker has marked made on the workbench. */
    madeCount: integer('made_count').notNull().default(0),
    /** The buyer's answers to the product's questions, as asked then; priceCents includes their extras. */
    personalisation: jsonb('personalisation').$type<StoredAnswer[]>(),
    /** A piece from the catalog, or a gift card bought (money held: not taxed, not revenue). */
    kind: text('kind', { enum: ['piece', 'gift_card'] })
      .notNull()
      .default('piece'),
  },
  (t) => [
    index('order_items_tenant_order_idx').on(t.tenantId, t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_made_count_within_quantity',
      sql`${t.madeCount} >= 0 AND ${t.madeCount} <= ${t.quantity}`,
    ),
  ],
);

/**
 * The ways a product is sold (a ring's sizes, a mug's glazes), each with its own stock. A product
 * with variants is bought only as one of them; its own `total_inventory` is kept as their sum.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Unique in the store when set, among products' and variants' codes alike. */
    sku: text('sku'),
    /** Replaces the product's price when set. */
    priceCents: integer('price_cents'),
    /** Shipping weight in grams, replacing the product's when set; null: the product's. */
    weightGrams: integer('weight_grams'),
    /** null means unlimited stock. */
    totalInventory: integer('total_inventory'),
    position: integer('position').notNull().default(0),
    /** The value of each of the product's option names, in their order ("Green", "M"); the name joins them. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The photo shown when this size is chosen, if the owner (or an imported file) named one. */
    imageId: uuid('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_tenant_product_idx').on(t.tenantId, t.productId, t.position),
    uniqueIndex('product_variants_tenant_sku_idx').on(t.tenantId, t.sku),
    check('product_variants_stock_nonnegative', sql`${t.totalInventory} >= 0`),
    check('product_variants_weight_not_negative', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} >= 0`),
  ],
);

/**
 * The owner's notes on a customer. A customer is a store's lower-cased email (an account's or an
 * order's), so notes written on a guest stay when they later make an account.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    customerEmail: text('customer_email').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_tenant_email_idx').on(t.tenantId, t.customerEmail, t.id)],
);

/** Every status an order has had, with when it changed and who changed it: the order's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null for the order's creation. */
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    trackingNumber: text('tracking_number'),
    /** The owner who moved it; null when the shop itself did (checkout, backorder). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_tenant_order_idx').on(t.tenantId, t.orderId, t.id)],
);

/** The owner's notes on an order: for the store's staff only, never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The owner who wrote it; null once that account is gone (the note stays). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_tenant_order_idx').on(t.tenantId, t.orderId, t.createdAt)],
);

/** The shipment of an order: its carrier and tracking number, set when shipped and correctable after. */
export const orderTracking = pgTable(
  'order_tracking',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    carrier: text('carrier', { enum: CARRIERS }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_tracking_tenant_idx').on(t.tenantId)],
);

/**
 * Money given back on an order, one row per refund: made by the owner (actor set) or found at the
 * provider when it was made in Stripe's dashboard (actor null). `providerRefundId` keeps one row
 * per provider refund however often Stripe tells of it.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The tax returned within amountCents: the tax paid on what is refunded. */
    taxCents: integer('tax_cents').notNull().default(0),
    /** The part of amountCents given back to the gift card that paid the order (the rest to the card). */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** The pieces this refund put back in stock (none when the owner kept them out). */
    restocked: jsonb('restocked')
      .$type<{ productId: string; variantId?: string | null; quantity: number }[]>()
      .notNull()
      .default([]),
    providerRefundId: text('provider_refund_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Its line on the order's timeline. */
    eventId: bigint('event_id', { mode: 'number' }).references(() => orderEvents.id, {
      onDelete: 'set null',
    }),
    /**
     * The owner's request this refund answered (the `Idempotency-Key` of the refund call, or one
     * the api derived for a call without it), and a hash of its body: a retry of the request finds
     * this row and is answered from it instead of refunding again. Null for cancelling and for
     * refunds made in the provider's dashboard.
     */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_tenant_order_idx').on(t.tenantId, t.orderId, t.createdAt),
    uniqueIndex('order_refunds_provider_refund_idx').on(t.providerRefundId),
    uniqueIndex('order_refunds_request_idx').on(t.tenantId, t.orderId, t.idempotencyKey),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    /** Our id (pay_…); also the idempotency key of every call to the provider for this payment. */
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** The provider's payment intent id (pi_…), once the provider has made one. */
    providerPaymentId: text('provider_payment_id'),
    /** The connected account the payment was made on, if the store has one. */
    providerAccountId: text('provider_account_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', {
      enum: ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'],
    })
      .notNull()
      .default('requires_payment_method'),
    clientSecret: text('client_secret'),
    /** The basket the amount was computed from, so an order can be made from the payment alone. */
    items: jsonb('items')
      .$type<
        {
          productId: string;
          variantId?: string | null;
          quantity: number;
          /** One piece's price, its answers' extras included. */
          priceCents: number;
          /** The buyer's answers, as checked; absent when the line has none. */
          personalisation?: StoredAnswer[];
        }[]
      >()
      .notNull(),
    customerEmail: text('customer_email'),
    /** Checkout details (phone and address encrypted), so an order can be made without the browser. */
    customerInfo: jsonb('customer_info').$type<Record<string, string>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who opened it (`user:<id>`, else the browser's checkout key `key:<sha256>`, else `ip:<address>`):
     * open holds are capped per visitor.
     */
    visitor: text('visitor'),
    /** The internet address it was opened from: open holds are also capped per address (a ceiling). */
    address: text('address'),
    /** SHA-256 of the browser's checkout key: a new payment for the same key replaces this one. */
    checkoutKeyHash: text('checkout_key_hash'),
    /** The backorder this payment pays, when it pays one: it marks that order Paid, never makes one. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The order made from this payment, written in that order's own statement: an order call that
     * locks the payment after it learns from the lock that there is one to answer.
     */
    placedOrderId: uuid('placed_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The delivery chosen and what it costs, as charged; null: the spec's flat national rate. */
    shippingMethod: text('shipping_method', { enum: SHIPPING_METHODS }),
    shippingCents: integer('shipping_cents'),
    /**
     * The tax within amountCents and the engine's whole answer as charged, so the order made from
     * the payment alone (the order call, the webhook, reconciliation) carries the same tax lines.
     */
    taxCents: integer('tax_cents').notNull().default(0),
    tax: jsonb('tax').$type<Record<string, unknown>>(),
    /**
     * A gift card paying part or all of the basket: the card and what this payment took from its
     * balance (amountCents is what the card payment charges: the rest).
     */
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    /** Gift cards bought in this basket, to be issued with its order. */
    giftCards: jsonb('gift_cards').$type<GiftCardPurchase[]>().notNull().default([]),
    /** The shopper agreed at checkout to one reminder if they leave the basket (asked where consent is required). */
    reminderConsent: boolean('reminder_consent').notNull().default(false),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    uniqueIndex('payments_provider_payment_idx').on(t.providerPaymentId),
    index('payments_tenant_visitor_idx').on(t.tenantId, t.visitor, t.status),
    index('payments_tenant_address_idx').on(t.tenantId, t.address, t.status),
    index('payments_tenant_order_idx').on(t.tenantId, t.orderId),
    // For its foreign key: an order removed (with its store) finds the payment naming it.
    index('payments_placed_order_idx').on(t.placedOrderId),
  ],
);

/** The links mailed when the owner requests payment of a backorder: each lets its holder pay that order. */
export const backorderPaymentLinks = pgTable(
  'backorder_payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Who asked for it (the owner), for the order's history. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('backorder_payment_links_token_idx').on(t.tokenHash),
    index('backorder_payment_links_tenant_order_idx').on(t.tenantId, t.orderId, t.createdAt),
  ],
);

export const stockHolds = pgTable(
  'stock_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant held, for a product with variants: the hold counts against its stock. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['held', 'sold', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_holds_tenant_payment_idx').on(t.tenantId, t.paymentId),
    index('stock_holds_status_expiry_idx').on(t.status, t.expiresAt),
    index('stock_holds_variant_status_idx').on(t.variantId, t.status),
    check('stock_holds_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Pieces sold, one row per order line, waiting to be added to their product's `sales`. An order
 * appends here instead of updating the product row, so it locks no product (its stock was taken at
 * the hold); the sales fold (jobs/sales.ts) moves the rows into `products.sales` and deletes them in
 * one statement, and every read of a product's sales adds the rows still here.
 */
export const productSales = pgTable(
  'product_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_sales_tenant_product_idx').on(t.tenantId, t.productId),
    check('product_sales_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  /** The provider's event id; a second delivery of the same event is a no-op. */
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentAccounts = pgTable('payment_accounts', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('stripe'),
  accountId: text('account_id').notNull(),
  accountStatus: text('account_status', { enum: ['pending', 'complete'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* Store design ------------------------------------------------------------------------------- */

export type StorePageTemplateVersion = {
  pageType: 'home' | 'productList' | 'productDetail' | 'about' | 'orderHistory';
  templateId: string;
  customizations: Record<string, unknown>;
  componentSettings: {
    componentId: string;
    visible: boolean;
    order: number;
    settings: Record<string, unknown>;
  }[];
};
export type StoreDetailsVersion = { storeName: string; businessInfo: Record<string, unknown> };

export type StoreTheme = {
  colors: { primary: string; secondary: string; background: string; text: string; accent: string };
  fonts: { primary: string; secondary: string; baseFontSize: number; headingFontSize: number };
  logo: { url: string; altText: string; maxWidth: number };
  hero: {
    url: string;
    altText: string;
    overlay: boolean;
    textPosition: string;
    title?: string;
    subtitle?: string;
  };
};

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    storeName: text('store_name').notNull(),
    businessInfo: jsonb('business_info').$type<Record<string, unknown>>().notNull().default({}),
    theme: jsonb('theme').$type<StoreTheme>().notNull(),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    storeHours: jsonb('store_hours')
      .$type<{ enabled: boolean; hours: unknown[] }>()
      .notNull()
      .default({ enabled: false, hours: [] }),
    shippingMethods: jsonb('shipping_methods')
      .$type<{ local: boolean; national: boolean; international: boolean }>()
      .notNull()
      .default({ local: false, national: true, international: false }),
    /** Pickup address, rates and countries (lib/schemas/shipping.ts); null: the spec's defaults. */
    shippingSettings: jsonb('shipping_settings').$type<ShippingSettings>(),
    /** The default making time, working weekdays and holidays that ship-by dates count in; null: the defaults. */
    workCalendar: jsonb('work_calendar').$type<WorkCalendar>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stores_tenant_idx').on(t.tenantId)],
);

/** Every theme a store had, newest last, so a rollback can restore the previous one. */
export const storeThemeHistory = pgTable(
  'store_theme_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    theme: jsonb('theme').$type<StoreTheme>().notNull(),
    /** The page configs a Save All replaced, so a rollback restores them with the theme (null: none). */
    pageTemplates: jsonb('page_templates').$type<StorePageTemplateVersion[]>(),
    /** The name and business details a Save All replaced (null: it left them alone). */
    storeDetails: jsonb('store_details').$type<StoreDetailsVersion>(),
    createdAt: createdAt(),
  },
  (t) => [index('store_theme_history_tenant_store_idx').on(t.tenantId, t.storeId, t.id)],
);

export const pageTemplates = pgTable(
  'page_templates',
  {
    tenantId: tenantRef(),
    pageType: text('page_type', {
      enum: ['home', 'productList', 'productDetail', 'about', 'orderHistory'],
    }).notNull(),
    templateId: text('template_id').notNull(),
    customizations: jsonb('customizations').$type<Record<string, unknown>>().notNull().default({}),
    componentSettings: jsonb('component_settings')
      .$type<{ componentId: string; visible: boolean; order: number; settings: Record<string, unknown> }[]>()
      .notNull()
      .default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.pageType] })],
);

/* Integrations ------------------------------------------------------------------------------- */

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    /** SHA-256 of the key; the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    usageCount: integer('usage_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** After a rotation, the replaced key's hash keeps working until `previousExpiresAt`. */
    previousKeyHash: text('previous_key_hash'),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_previous_hash_idx').on(t.previousKeyHash),
    index('api_keys_tenant_active_idx').on(t.tenantId, t.isActive),
  ],
);

export const apiKeyDailyUsage = pgTable(
  'api_key_daily_usage',
  {
    tenantId: tenantRef(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.apiKeyId, t.day] })],
);

export const notionConnections = pgTable('notion_connections', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Encrypted at rest. */
  accessToken: text('access_token').notNull(),
  workspaceId: text('workspace_id'),
  workspaceName: text('workspace_name'),
  databaseIds: jsonb('database_ids')
    .$type<{
      products?: string;
      customers?: string;
      orders?: string;
      notifications?: string;
      analytics?: string;
    }>()
    .notNull()
    .default({}),
  connectedAt: createdAt(),
  /** The last pull of the products database: when, and what it did (counts, records skipped). */
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastSyncResult: jsonb('last_sync_result').$type<ProductSyncResult>(),
});

/**
 * A connection attempt in flight: the OAuth `state` sent to Notion, bound to the owner and store
 * that asked for it. Only its SHA-256 is kept; it is good once, for a few minutes.
 */
export const notionOauthStates = pgTable(
  'notion_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notion_oauth_states_tenant_idx').on(t.tenantId)],
);

/**
 * Rows waiting to reach the store's Notion databases: a customer, an order, or the notification
 * of a new order. Written in the transaction of the change itself, sent after it commits, and
 * kept (never deleted) whether sent or not; one row per thing, so a retry never duplicates it.
 */
export const notionOutbox = pgTable(
  'notion_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    kind: text('kind', { enum: ['customers', 'orders', 'notifications', 'analytics'] }).notNull(),
    /** What the row is about: a customer's email, an order's id, an analytics day. */
    sourceKey: text('source_key').notNull(),
    /** The Notion properties to write. */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The Notion page written for the row, once it was: a replaced row updates that page. */
    notionPageId: text('notion_page_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notion_outbox_tenant_kind_source_idx').on(t.tenantId, t.kind, t.sourceKey),
    index('notion_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    filename: text('filename').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    hasImages: boolean('has_images').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('backups_tenant_filename_idx').on(t.tenantId, t.filename)],
);

/* Audience ----------------------------------------------------------------------------------- */

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    pageId: text('page_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    productId: uuid('product_id'),
    productName: text('product_name'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** One row a tenant, day and page: what the daily roll-up and the Notion sync read. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    tenantId: tenantRef(),
    day: date('day').notNull(),
    pageId: text('page_id').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    productClicks: integer('product_clicks').notNull().default(0),
    uniqueSessions: integer('unique_sessions').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.pageId] })],
);

/**
 * A store's day (in ANALYTICS_TIME_ZONE) as the charts read it, rebuilt whole from the raw events
 * and the orders by the roll-up: re-running a day replaces its row.
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    tenantId: tenantRef(),
    day: date('day').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    productClicks: integer('product_clicks').notNull().default(0),
    /** The funnel: sessions that viewed a product, added to the basket, started checkout. */
    productViewSessions: integer('product_view_sessions').notNull().default(0),
    cartSessions: integer('cart_sessions').notNull().default(0),
    checkoutSessions: integer('checkout_sessions').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenueCents: integer('revenue_cents').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/** Product clicks of a store's day, a row a product (no foreign key: a deleted product keeps its history). */
export const analyticsProductRollups = pgTable(
  'analytics_product_rollups',
  {
    tenantId: tenantRef(),
    day: date('day').notNull(),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.productId] })],
);

/**
 * A store's newsletter list. A sign-up counts only once its mailed link confirmed it (double
 * opt-in); the words the shopper agreed to and when are kept. Addresses from before the
 * confirmation step stay pending: they get no marketing mail until they sign up and confirm.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    tenantId: tenantRef(),
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    /** The consent's wording as the form showed it, and when it was given. */
    consentText: text('consent_text'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** SHA-256 of the confirmation link's token; the link works until it confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The unsubscribe link's token (it can only end the subscription), made at confirmation. */
    unsubscribeToken: text('unsubscribe_token'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.email] }),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.tenantId, t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_idx').on(t.tenantId, t.unsubscribeToken),
  ],
);

/**
 * Every price a product or one of its sizes (a variant with its own price) has had, from when:
 * the storefront's "lowest price in the 30 days before this reduction" and the owner's compare-at
 * warning read it. A row is written whenever a price changes, by whatever path.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null for the product's own price. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_tenant_product_idx').on(t.tenantId, t.productId, t.variantId, t.fromAt)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message is next due: after a failure, the back-off; while one sender holds it, the end of its claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Extra headers, e.g. a marketing mail's List-Unsubscribe pair. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/* Events ------------------------------------------------------------------------------------- */

/**
 * Markets and events where shoppers meet the maker (the storefront's Events page). Days are
 * calendar dates in the store's time zone; a one-day event ends on the day it starts.
 */
export const storeEvents = pgTable(
  'store_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    title: text('title').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    description: text('description').notNull().default(''),
    /** A picture on the store's own site (a path), or none. */
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_events_tenant_starts_idx').on(t.tenantId, t.startsOn),
    check('store_events_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/* Scheduled jobs ----------------------------------------------------------------------------- */

/**
 * One run of a scheduled job (the platform's, not a store's). A run claims its job's period (the
 * schedule's firing, e.g. one day's backup) by inserting it: the unique pair makes a second
 * instance, or a restart, find the period taken. No finish time means running, or died running.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').notNull(),
    /** The firing this run belongs to, as an ISO moment (UTC). */
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['running', 'ok', 'failed'] })
      .notNull()
      .default('running'),
    /** What the run did (counts, files) or why it failed. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('job_runs_job_period_idx').on(t.job, t.period),
    index('job_runs_job_started_idx').on(t.job, t.startedAt),
  ],
);

/* Discount codes ----------------------------------------------------------------------------- */

/**
 * A store's discount codes. `usesCount` counts paid orders; a checkout may take a use only while
 * the paid ones and the unexpired held ones are fewer than `usageLimit` (the code's row is locked
 * while it counts, so two shoppers never both take the last use).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    /** Upper-cased; the shopper may type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** A percentage (1-100) or an amount in cents. */
    value: integer('value').notNull(),
    appliesTo: text('applies_to', { enum: ['order', 'products', 'categories'] })
      .notNull()
      .default('order'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    minOrderCents: integer('min_order_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_tenant_code_idx').on(t.tenantId, t.code),
    check('discount_codes_value_positive', sql`${t.value} > 0`),
    check('discount_codes_uses_not_negative', sql`${t.usesCount} >= 0`),
  ],
);

/**
 * A code applied to a payment: held with its stock, `used` once its order is paid, released when
 * the payment is replaced or canceled. `customerKey` is set only for a once-per-customer code, and
 * one customer has at most one redemption of such a code that is not released.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    /** Null once the owner deletes the code; `code` keeps its text. */
    codeId: uuid('code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerKey: text('customer_key'),
    discountCents: integer('discount_cents').notNull(),
    /** Each payment line's share of the discount, in the payment's line order. */
    lineDiscounts: jsonb('line_discounts').$type<number[]>().notNull().default([]),
    status: text('status', { enum: ['held', 'used', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_payment_idx').on(t.paymentId),
    uniqueIndex('discount_redemptions_once_idx')
      .on(t.codeId, t.customerKey)
      .where(sql`${t.status} <> 'released' and ${t.customerKey} is not null`),
    index('discount_redemptions_tenant_code_idx').on(t.tenantId, t.codeId, t.status),
  ],
);

/* Tax settings ------------------------------------------------------------------------------- */

/**
 * A store's tax settings (back-office Taxes); no row: registered nowhere, prices without tax,
 * the built-in table. Registration rates are thousandths of a percent (lib/tax/rates.ts).
 */
export const storeTaxSettings = pgTable('store_tax_settings', {
  tenantId: tenantRef().primaryKey(),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  registrations: jsonb('registrations')
    .$type<{ country: string; region: string | null; rate: number | null; number?: string | null }[]>()
    .notNull()
    .default([]),
  provider: text('provider', { enum: ['builtin', 'stripe'] })
    .notNull()
    .default('builtin'),
  taxShipping: boolean('tax_shipping').notNull().default(false),
  taxServiceFee: boolean('tax_service_fee').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The tax charged on an order, one row per line (a piece, the shipping or the service fee) and
 * jurisdiction, with the rate in thousandths of a percent (lib/tax/rates.ts). The tax report
 * sums these.
 */
export const orderTaxLines = pgTable(
  'order_tax_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TAX_LINE_KINDS }).notNull(),
    /** The piece taxed, for an item line. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    /** `US-AK`, `US-AK-LOCAL`, `DE`, … */
    jurisdiction: text('jurisdiction').notNull(),
    rate: integer('rate').notNull(),
    taxableCents: integer('taxable_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('order_tax_lines_tenant_order_idx').on(t.tenantId, t.orderId),
    check('order_tax_lines_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Invoices and credit notes. Each kind is numbered per store from 1 without gaps or repeats: the
 * number is taken from tax_document_counters in the transaction that writes the document, so a
 * rolled-back order gives its number back. A credit note names its refund (and, through the
 * order, the invoice it corrects). `details` keeps what the paper shows as it was issued: the
 * seller, the buyer, the lines and the tax by rate.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: integer('number').notNull(),
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'cascade' }),
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_documents_tenant_kind_number_idx').on(t.tenantId, t.kind, t.number),
    uniqueIndex('tax_documents_order_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_idx').on(t.refundId),
    index('tax_documents_tenant_order_idx').on(t.tenantId, t.orderId),
  ],
);

/** The last number given to each kind of tax document in a store. */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    tenantId: tenantRef(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

/* Policy pages ------------------------------------------------------------------------------- */

/**
 * A store's policy pages as the owner saved them (Markdown-like text, rendered escaped); no row
 * for a kind: the storefront shows the template filled from the store's own details.
 */
export const storePolicies = pgTable(
  'store_policies',
  {
    tenantId: tenantRef(),
    kind: text('kind', { enum: POLICY_KINDS }).notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

/* Returns, withdrawal and consent ----------------------------------------------------------- */

/**
 * What a store owes its buyers and asks of its visitors: the return window (days from delivery or
 * handover at pickup) and whose orders it covers, whom the consent banner asks, and the seller's
 * legal identity for the legal notice and invoices. No row: the defaults below.
 */
export const storeConsumerSettings = pgTable(
  'store_consumer_settings',
  {
    tenantId: tenantRef().primaryKey(),
    returnDays: integer('return_days').notNull().default(14),
    returnsFor: text('returns_for', { enum: RETURNS_FOR }).notNull().default('everyone'),
    consentRequiredFor: text('consent_required_for', { enum: CONSENT_REQUIRED_FOR }).notNull().default('eu'),
    /** The seller's legal name and company registration, when they differ from the store's name. */
    legalName: text('legal_name'),
    companyRegistration: text('company_registration'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_consumer_settings_return_days', sql`${t.returnDays} BETWEEN 0 AND 365`)],
);

/**
 * A buyer's request to send pieces back: a return under the store's policy, or an EU consumer's
 * withdrawal from the contract. The owner accepts it (refundId: the one refund it made) or declines
 * it with a message.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RETURN_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: RETURN_REQUEST_STATUSES }).notNull().default('requested'),
    /** The order's pieces asked back: an order item and how many of it. */
    items: jsonb('items').$type<{ orderItemId: string; quantity: number }[]>().notNull(),
    reason: text('reason').notNull().default(''),
    /** The owner's message with a decline (or a note with an acceptance). */
    ownerMessage: text('owner_message'),
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'set null' }),
    /** The signed-in customer who asked; null for a guest through the mailed link. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_requests_tenant_order_idx').on(t.tenantId, t.orderId, t.createdAt),
    index('return_requests_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

/* The store's team: staff, sessions, two-factor sign-in, the audit log -------------------- */

/** The owner's rules for the team: a second factor for everyone, and the Orders role's refund limit. */
export const storeStaffSettings = pgTable('store_staff_settings', {
  tenantId: tenantRef().primaryKey(),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** The largest refund an Orders person may make, in cents; null: no limit but the order's own. */
  ordersRefundLimitCents: integer('orders_refund_limit_cents'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person asked by mail to join the store's back-office with a role; the link expires. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** SHA-256 of the mailed link's token. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
  ],
);

/**
 * A signed-in session: what the person's token names (its `sid`), so they can see where they are
 * signed in and end a session, and a removed person's sessions end at once.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the second factor was given for this session; null when none was asked. */
    twoFactorAt: timestamp('two_factor_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_sessions_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/** A person's authenticator app (TOTP, RFC 6238): its secret encrypted at rest, and the last step used. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantRef(),
  /** Encrypted at rest, `ENC:` prefix. */
  secret: text('secret').notNull(),
  /** null while being set up: the first good code turns it on. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code works once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten one-time recovery codes per person with a second factor, kept as hashes; a used one is spent. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Every change made in a store's back-office: who (kept by name as well, so a removed person's
 * lines still say who), when, from where, what, and before → after for each field. Append-only:
 * the database refuses to change a line, and deletes only lines older than a year (the purge) or a
 * whole store's when the store is deleted (both set `sitka.audit_purge`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** What was done, `area.verb`: `product.update`, `order.refund`, `staff.invite`, … */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** A line for people: "Silver Fern Ring", "Order SS-1042". */
    summary: text('summary').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('audit_log_tenant_actor_idx').on(t.tenantId, t.actorId, t.createdAt),
    index('audit_log_tenant_subject_idx').on(t.tenantId, t.subjectType, t.createdAt),
  ],
);

/* Moving in: redirects and catalog imports ----------------------------------------------------- */

/**
 * A store's permanent redirects: a path shoppers or search engines still ask for (an old store's
 * `/products/…`, a renamed handle) and the path that answers it now. Unique per store and path.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    /** A path beginning with "/", without the host; matched exactly (the query string aside). */
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirects_tenant_from_idx').on(t.tenantId, t.fromPath)],
);

export const CATALOG_IMPORT_STATUSES = ['queued', 'running', 'done', 'cancelled', 'failed'] as const;
export const CATALOG_IMPORT_FORMATS = ['sitka', 'shopify', 'etsy'] as const;

/**
 * An applied catalog import, run as a job: the file is kept until the job ends, so a restarted api
 * resumes from `doneRows`. An api holds the job while `leaseUntil` is ahead and renews it as it goes.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    format: text('format', { enum: CATALOG_IMPORT_FORMATS }).notNull(),
    status: text('status', { enum: CATALOG_IMPORT_STATUSES }).notNull().default('queued'),
    fileName: text('file_name').notNull().default(''),
    /** The uploaded file; cleared when the job ends. */
    file: text('file'),
    /** What the owner chose on the preview (product types and tags → categories). */
    choices: jsonb('choices').$type<Record<string, unknown>>().notNull().default({}),
    totalRows: integer('total_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** Each row's outcome, as the preview reports it (created, updated, unchanged, error). */
    report: jsonb('report').$type<unknown[]>().notNull().default([]),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('catalog_imports_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('catalog_imports_status_lease_idx').on(t.status, t.leaseUntil),
  ],
);

export const CATALOG_IMPORT_IMAGE_STATUSES = ['pending', 'done', 'failed'] as const;

/** An image a catalog import names by address, fetched in the background in the file's order. */
export const catalogImportImages = pgTable(
  'catalog_import_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The file's row that named it (1 is the header's next row), for the report. */
    row: integer('row').notNull(),
    url: text('url').notNull(),
    altText: text('alt_text').notNull().default(''),
    position: integer('position').notNull(),
    /** The sizes (by SKU or option values) this image is the photo of. */
    variantKeys: text('variant_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: CATALOG_IMPORT_IMAGE_STATUSES }).notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_import_images_product_url_idx').on(t.importId, t.productId, t.url),
    index('catalog_import_images_pending_idx').on(t.tenantId, t.status, t.importId, t.id),
  ],
);

/* Reviews ------------------------------------------------------------------------------------ */

/**
 * When buyers are asked for a review and how reviews go live. No row: the defaults (asked 7 days
 * after delivery or handover, or 7 more after shipping when no delivery is recorded; published at
 * once).
 */
export const storeReviewSettings = pgTable(
  'store_review_settings',
  {
    tenantId: tenantRef().primaryKey(),
    /** Off: no request mails go out (reviews already written stay). */
    enabled: boolean('enabled').notNull().default(true),
    requestDays: integer('request_days').notNull().default(7),
    shippedExtraDays: integer('shipped_extra_days').notNull().default(7),
    /** true: a review shows at once; false: after the owner approves it. */
    publishAtOnce: boolean('publish_at_once').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_review_settings_request_days', sql`${t.requestDays} BETWEEN 0 AND 90`),
    check('store_review_settings_shipped_extra_days', sql`${t.shippedExtraDays} BETWEEN 0 AND 90`),
  ],
);

/**
 * The one mail asking an order's buyer for reviews: its row is written with the mail, so an order
 * is asked once; the link's token (hashed) opens that order's lines for review and no other's.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_requests_token_idx').on(t.tokenHash)],
);

/** A buyer's review of one order line: one per line, replaced when the buyer edits it. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The product reviewed; null once it is deleted (the review stays with its order line). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The photo's storage key, when the buyer added one. */
    photo: text('photo'),
    /** The name shown with it (the buyer's first name and initial). */
    authorName: text('author_name').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull(),
    /** The owner's public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_order_item_idx').on(t.orderItemId),
    index('product_reviews_tenant_product_idx').on(t.tenantId, t.productId, t.status, t.createdAt),
    index('product_reviews_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('product_reviews_order_idx').on(t.orderId),
    check('product_reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/* Gift cards --------------------------------------------------------------------------------- */

/** What gift cards a store sells. No row: none (gift cards are off until the owner offers them). */
export const storeGiftCardSettings = pgTable(
  'store_gift_card_settings',
  {
    tenantId: tenantRef().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    amountsCents: integer('amounts_cents')
      .array()
      .notNull()
      .default(sql`'{2500,5000,10000}'::integer[]`),
    /** A custom amount within these limits; customAllowed false: only the amounts above. */
    customAllowed: boolean('custom_allowed').notNull().default(true),
    customMinCents: integer('custom_min_cents').notNull().default(1000),
    customMaxCents: integer('custom_max_cents').notNull().default(50000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'store_gift_card_settings_custom',
      sql`${t.customMinCents} > 0 AND ${t.customMinCents} <= ${t.customMaxCents}`,
    ),
  ],
);

/**
 * A gift card: money the store holds for whoever has its code. Only a hash of the code finds it;
 * the code itself is kept encrypted to mail it on its day, and its last four characters name it to
 * the owner. The balance never goes below zero (the check and a conditional update).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    codeHash: text('code_hash').notNull(),
    /** The code, encrypted as other personal fields (services/platform/field-crypto.ts). */
    codeEncrypted: text('code_encrypted').notNull(),
    lastFour: text('last_four').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('active'),
    /** The order that bought it and its line; null for a card the owner issued. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    purchaserEmail: text('purchaser_email'),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The store-local day to mail it; null: as soon as it is issued. */
    deliverOn: date('deliver_on', { mode: 'string' }),
    /** When its mail went out; null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_tenant_code_idx').on(t.tenantId, t.codeHash),
    index('gift_cards_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('gift_cards_unsent_idx').on(t.sentAt, t.deliverOn),
    index('gift_cards_order_idx').on(t.orderId),
    check('gift_cards_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('gift_cards_initial_positive', sql`${t.initialCents} > 0`),
  ],
);

/**
 * Every move of a card's balance, with the balance after it: the card's history. A payment takes
 * from a card once (charge, unique per payment) and gives back once (release); a refund gives
 * back once per refund.
 */
export const giftCardMoves = pgTable(
  'gift_card_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GIFT_CARD_MOVES }).notNull(),
    /** Signed: negative takes from the balance, positive gives to it. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'set null' }),
    /** The owner who adjusted or disabled it. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_moves_card_idx').on(t.tenantId, t.giftCardId, t.id),
    uniqueIndex('gift_card_moves_payment_idx')
      .on(t.giftCardId, t.paymentId, t.kind)
      .where(sql`${t.kind} IN ('charge', 'release')`),
    uniqueIndex('gift_card_moves_refund_idx')
      .on(t.giftCardId, t.refundId)
      .where(sql`${t.kind} = 'refund'`),
    index('gift_card_moves_order_idx').on(t.orderId),
  ],
);

/* Baskets left behind ------------------------------------------------------------------------ */

/** Whether a store reminds shoppers of baskets they left, and after how long. No row: off. */
export const storeBasketReminderSettings = pgTable(
  'store_basket_reminder_settings',
  {
    tenantId: tenantRef().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    delayHours: integer('delay_hours').notNull().default(4),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_basket_reminder_settings_delay', sql`${t.delayHours} BETWEEN 1 AND 24`)],
);

/**
 * The one reminder for a basket left behind (its key: the browser's checkout key, else the
 * payment): written with its mail. Its link's token (hashed) brings back the pieces and sizes kept
 * here; an order from the address after it marks it recovered.
 */
export const basketReminders = pgTable(
  'basket_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    basketKey: text('basket_key').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    items: jsonb('items')
      .$type<
        { productId: string; variantId?: string | null; quantity: number; personalisation?: StoredAnswer[] }[]
      >()
      .notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the link was opened (the basket brought back). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('basket_reminders_basket_idx').on(t.tenantId, t.basketKey),
    uniqueIndex('basket_reminders_token_idx').on(t.tokenHash),
    index('basket_reminders_tenant_sent_idx').on(t.tenantId, t.sentAt),
    index('basket_reminders_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
  ],
);

/** Addresses that asked for no more of a kind of mail from a store (a reminder's unsubscribe link). */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    tenantId: tenantRef(),
    /** Lower-cased. */
    email: text('email').notNull(),
    kind: text('kind', { enum: EMAIL_SUPPRESSION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email, t.kind] })],
);

/* Favourites --------------------------------------------------------------------------------- */

/**
 * A signed-in shopper's favourites (a guest's stay in the browser until sign-in merges them). A
 * favourite of a sold-out piece can ask to be told once when it is back: notifiedAt is when.
 */
export const favourites = pgTable(
  'favourites',
  {
    tenantId: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    notifyWhenBack: boolean('notify_when_back').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.productId] }),
    index('favourites_tenant_product_idx').on(t.tenantId, t.productId),
    index('favourites_waiting_idx')
      .on(t.tenantId, t.productId)
      .where(sql`${t.notifyWhenBack} AND ${t.notifiedAt} IS NULL`),
  ],
);

/* The owner told ----------------------------------------------------------------------------- */

/** Which mails the owner and Orders staff get, and the low-stock line. No row: the defaults. */
export const storeNoticeSettings = pgTable(
  'store_notice_settings',
  {
    tenantId: tenantRef().primaryKey(),
    newOrder: boolean('new_order').notNull().default(true),
    returnRequest: boolean('return_request').notNull().default(true),
    lowStock: boolean('low_stock').notNull().default(true),
    shipByLate: boolean('ship_by_late').notNull().default(true),
    /** Stock at or under this is low (a piece or a size). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(2),
    /** One mail a day gathering the day's notices instead of one mail each. */
    dailyDigest: boolean('daily_digest').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_notice_settings_threshold', sql`${t.lowStockThreshold} BETWEEN 0 AND 1000`)],
);

/**
 * What the owner is told, one row per thing (its key: the order, the return request, the piece or
 * size with its crossing, the late order), so each is told once: mailed at once, or held for the
 * daily digest (sentAt null until it goes).
 */
export const ownerNotices = pgTable(
  'owner_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    kind: text('kind', { enum: OWNER_NOTICE_KINDS }).notNull(),
    subjectKey: text('subject_key').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('owner_notices_subject_idx').on(t.tenantId, t.kind, t.subjectKey),
    index('owner_notices_unsent_idx').on(t.tenantId, t.sentAt, t.id),
  ],
);

/**
 * A piece or size told as low: while its row is here it is not told again; stock back above the
 * threshold removes the row, so the next fall tells again. variantKey: the variant's id, or ''.
 */
export const lowStockAlerts = pgTable(
  'low_stock_alerts',
  {
    tenantId: tenantRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantKey: text('variant_key').notNull().default(''),
    stock: integer('stock').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.productId, t.variantKey] })],
);
