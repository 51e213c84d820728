/**
 * Notion as a store's workspace (back-office §2–§8): the five databases a store links, the
 * messages both the web and the api show, and the shapes of the workspace calls.
 */
import { z } from 'zod';
import { text } from './common';

/** The databases a connected store links, in the order the owner chooses them (§9). */
export const NOTION_DATABASE_KINDS = [
  'products',
  'customers',
  'orders',
  'notifications',
  'analytics',
] as const;
export type NotionDatabaseKind = (typeof NOTION_DATABASE_KINDS)[number];

export const NOTION_DATABASE_LABELS: Record<NotionDatabaseKind, string> = {
  products: 'Products',
  customers: 'Customers',
  orders: 'Orders',
  notifications: 'Notifications',
  analytics: 'Analytics',
};

/** The spec's workspace messages (§8), and the api's own where the spec has none. */
export const NOTION_MESSAGES = {
  connecting: 'Connecting to Notion...',
  returnToDashboard: 'Return to Dashboard',
  noCode: 'No authorization code received from Notion',
  connectFailed: 'Failed to connect to Notion. Please try again.',
  connectionFetchFailed: 'Failed to fetch Notion connection details',
  disconnectFailed: 'Failed to disconnect from Notion',
  databasesConnectFailed: 'Failed to connect databases',
  databasesFetchFailed: 'Failed to fetch databases',
  // Not in the spec: the api's refusals.
  notConfigured: 'Notion is not set up on this platform yet, so a workspace cannot be connected.',
  notConnected: 'Notion is not connected',
  stateInvalid: 'This Notion sign-in has expired or was already used. Please connect again.',
  databasesRequired:
    'Choose a Notion database for each of products, customers, orders, notifications and analytics.',
  databaseRequired: (kind: NotionDatabaseKind) => `Choose a Notion database for ${kind}.`,
  productsDatabaseMissing: 'The Notion products database is not configured.',
  syncFailed: 'Products could not be pulled from Notion. Please try again in a few minutes.',
  syncBusy: 'Products are being pulled from Notion already. Try again in a minute.',
} as const;

/** How long a connection attempt (its `state`) may take from the authorize popup to its return. */
export const NOTION_STATE_TTL_MINUTES = 10;
/** The Notion page size for database queries and searches (Notion's maximum). */
export const NOTION_PAGE_SIZE = 100;
/** The message a callback popup posts to the window that opened it. */
export const NOTION_CALLBACK_MESSAGE = 'sitka:notion-callback';
/** The popup's window name: a popup whose opener was cut off (by Notion's pages) still knows it is one. */
export const NOTION_POPUP_NAME = 'notion-connect';

export const notionStatusSchema = z.object({
  /** false when the platform has no Notion integration (NOTION_CLIENT_ID unset). */
  configured: z.boolean(),
  connected: z.boolean(),
  workspaceName: z.string().nullable(),
});
export type NotionStatus = z.infer<typeof notionStatusSchema>;

export const notionDatabaseIdsSchema = z.object({
  products: z.string().nullable(),
  customers: z.string().nullable(),
  orders: z.string().nullable(),
  notifications: z.string().nullable(),
  analytics: z.string().nullable(),
});

export const notionConnectionSchema = z.object({
  connected: z.boolean(),
  workspaceName: z.string().nullable(),
  notionDatabaseIds: notionDatabaseIdsSchema,
});
export type NotionConnection = z.infer<typeof notionConnectionSchema>;

export const notionAuthorizeSchema = z.object({ url: z.string(), state: z.string() });

export const exchangeCodeBodySchema = z.object({
  code: text().trim().max(500).optional(),
  state: text().trim().max(200).optional(),
});

export const notionDatabaseSchema = z.object({ id: z.string(), title: z.string() });
export const notionDatabasesSchema = z.object({ databases: z.array(notionDatabaseSchema) });

/** Each kind optional here, so a missing one is answered with the workspace's own message. */
export const connectDatabasesBodySchema = z.object(
  Object.fromEntries(
    NOTION_DATABASE_KINDS.map((kind) => [kind, text().trim().max(100).optional()]),
  ) as Record<NotionDatabaseKind, z.ZodOptional<ReturnType<typeof text>>>,
);

export const productSyncResultSchema = z.object({
  /** Records read from the products database. */
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Archived in Notion (Archive ticked): hidden from the shop. */
  archived: z.number().int(),
  /** Records that could not be read as a product; none of their fields were written. */
  skipped: z.array(z.object({ pageId: z.string(), reason: z.string() })),
  /** Products whose images were brought anew from Notion's ProductImage. */
  imagesUpdated: z.number().int().default(0),
  /**
   * Images that could not be brought (not found, too big, not an image, a refused address). The
   * product keeps its fields and its images from before; the image is tried again on the next pull.
   * `image` is its address without a signed query.
   */
  imageErrors: z
    .array(z.object({ pageId: z.string(), name: z.string(), image: z.string(), reason: z.string() }))
    .default([]),
});
export type ProductSyncResult = z.infer<typeof productSyncResultSchema>;

/** The owner's choice of databases in the browser: every kind chosen (§5). */
export const databaseChoiceSchema = z.object(
  Object.fromEntries(
    NOTION_DATABASE_KINDS.map((kind) => [
      kind,
      z.string().min(1, { error: NOTION_MESSAGES.databaseRequired(kind) }),
    ]),
  ) as Record<NotionDatabaseKind, z.ZodString>,
);
export type DatabaseChoice = z.infer<typeof databaseChoiceSchema>;
