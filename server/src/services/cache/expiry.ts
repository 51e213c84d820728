/**
 * What each kind of change expires in the web's page cache: the one map to read for "what does a
 * price change expire?". Every change the api commits names its kind here (`expireFor`), and the
 * tags go to the web (the shared tag state with Redis, else its `/api/revalidate`), so the next
 * request renders afresh. The tags themselves are named in lib/tags.ts, which the web's fetches
 * use too; a page the api never expires renders afresh after its own `revalidate` time anyway.
 *
 * The api's own in-memory product lists, and the shoppers' open pages, hear of stock and catalog
 * changes through `app.productsChanged` (plugins/realtime.ts), which expires 'stock-changed'.
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_TYPES } from '@/lib/schemas/templates';
import type { PageType } from '@/lib/templates';
import { TAGS } from '@/lib/tags';

type Store = { storeId: string };

/** The kinds of change, and what each names. */
export type Changes = {
  /** A sale, a hold released, a refund's restock, an owner's stock edit: lists and those pages. */
  'stock-changed': Store & { productIds: string[] };
  /** A product's price, stock, details, images or archive flag (back-office, CSV import, Notion). */
  'product-changed': Store & { productIds: string[] };
  /** Categories, or every product at once (a products backup restored): every list and page. */
  'catalog-changed': Store;
  /** The store record (name, business details) created or saved: every layout and every list. */
  'store-changed': Store;
  /** A whole store backup restored: the store, its products and every page's template. */
  'store-restored': Store;
  /** One part of the theme, or a rollback: the store record and the templates it changed. */
  'theme-changed': Store & { pageTypes: readonly PageType[] };
  /** Save All of the store screen: the store record when it changed, and the templates saved. */
  'customization-saved': Store & { storeChanged: boolean; pageTypes: readonly PageType[] };
  /** One page's template saved, reset, or one of its components changed. */
  'page-template-changed': Store & { pageType: PageType };
  /** The store's events and markets. */
  'events-changed': Store;
  /** One of the store's policy pages saved. */
  'policies-changed': Store;
  /** The store's redirects added, deleted or imported. */
  'redirects-changed': Store;
  /** The return window, legal identity or consent setting: the pages that name them, and the store's record (whom the banner asks). */
  'consumer-settings-changed': Store;
  /**
   * A custom domain added, verified or removed: the store record (its pages name their domains),
   * and with the shared cache each host's answer of which store it serves.
   */
  'domains-changed': Store & { hosts: string[]; sharedCache: boolean };
  /** The owner opened a store made by sign-up: its layouts lose the "not open yet" bar, its lists show. */
  'store-opened': Store;
  /** A review published, hidden, edited or answered: the pages of its product (its stars and list). */
  'reviews-changed': Store & { productIds: string[] };
  /** Gift cards on sale or basket reminders turned on or off: the store's record says both. */
  'offers-changed': Store;
};

export type ChangeKind = keyof Changes;

const products = ({ storeId, productIds }: Store & { productIds: string[] }) => [
  TAGS.products(storeId),
  ...productIds.map((id) => TAGS.product(storeId, id)),
];
const templates = (storeId: string, pageTypes: readonly PageType[]) =>
  pageTypes.map((pageType) => TAGS.template(storeId, pageType));

/** Which tags each kind of change expires. */
export const EXPIRES: { [Kind in ChangeKind]: (change: Changes[Kind]) => string[] } = {
  'stock-changed': products,
  'product-changed': products,
  'catalog-changed': ({ storeId }) => [TAGS.products(storeId)],
  'store-changed': ({ storeId }) => [TAGS.store(storeId), TAGS.products(storeId)],
  'store-restored': ({ storeId }) => [
    TAGS.products(storeId),
    TAGS.store(storeId),
    ...templates(storeId, PAGE_TYPES),
  ],
  'theme-changed': ({ storeId, pageTypes }) => [TAGS.store(storeId), ...templates(storeId, pageTypes)],
  'customization-saved': ({ storeId, storeChanged, pageTypes }) => [
    ...(storeChanged ? [TAGS.store(storeId)] : []),
    ...templates(storeId, pageTypes),
  ],
  'page-template-changed': ({ storeId, pageType }) => [TAGS.template(storeId, pageType)],
  'events-changed': ({ storeId }) => [TAGS.events(storeId)],
  'policies-changed': ({ storeId }) => [TAGS.policies(storeId)],
  'redirects-changed': ({ storeId }) => [TAGS.redirects(storeId)],
  'consumer-settings-changed': ({ storeId }) => [TAGS.policies(storeId), TAGS.store(storeId)],
  'domains-changed': ({ storeId, hosts, sharedCache }) => [
    TAGS.store(storeId),
    ...(sharedCache ? hosts.map(TAGS.host) : []),
  ],
  'store-opened': ({ storeId }) => [TAGS.store(storeId), TAGS.products(storeId)],
  'reviews-changed': ({ storeId, productIds }) => productIds.map((id) => TAGS.product(storeId, id)),
  'offers-changed': ({ storeId }) => [TAGS.store(storeId)],
};

/** The tags a change expires. */
export function tagsFor<Kind extends ChangeKind>(kind: Kind, change: Changes[Kind]): string[] {
  return EXPIRES[kind](change);
}

/** Expires what a committed change makes stale (nothing is sent when it names no tag). */
export function expireFor<Kind extends ChangeKind>(
  app: FastifyInstance,
  kind: Kind,
  change: Changes[Kind],
): void {
  const tags = tagsFor(kind, change);
  if (tags.length) app.revalidateTags(tags);
}
