/** Backups (products and whole-store) as the back-office lists, runs, restores and bundles them. */
import { z } from 'zod';
import { BACKUP_FILE_PATTERN, STORE_BACKUP_FILE_PATTERN } from '../backup';
import { INTEGRATION_MESSAGES } from '../messages';

/**
 * Only `notion-backup-YYYY-MM-DD.json` or `store-backup-<store>-<moment>-<tag>.json.gz`: nothing
 * else, so no name can reach outside the store's folder.
 */
export const backupFilenameSchema = z
  .string()
  .regex(new RegExp(`(?:${BACKUP_FILE_PATTERN.source})|(?:${STORE_BACKUP_FILE_PATTERN.source})`), {
    error: INTEGRATION_MESSAGES.backupFileName,
  });
export const backupFileParamsSchema = z.object({ filename: backupFilenameSchema });

export const backupKindSchema = z.enum(['products', 'store']);

export const backupSchema = z.object({
  filename: z.string(),
  /** products: the catalog the storefront falls back to; store: everything the store is. */
  kind: backupKindSchema,
  createdAt: z.string(),
  /** Bytes. */
  size: z.number().int(),
  hasImages: z.boolean(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({ backups: z.array(backupSchema) });

export const backupRunResultSchema = z.object({
  success: z.literal(true),
  /** The day's product backup (the storefront's fallback). */
  backup: backupSchema,
  products: z.number().int(),
  /** The whole-store backup written in the same run, kept under its own name. */
  storeBackup: backupSchema,
});

export const restoreBodySchema = z.object({
  /** true: only report what would change; nothing is written. */
  dryRun: z.boolean().default(true),
});

const restoreChangeSchema = z.object({ id: z.string(), name: z.string() });
export const productRestoreResultSchema = z.object({
  kind: z.literal('products'),
  dryRun: z.boolean(),
  filename: z.string(),
  /** In the backup, not in the store: created. */
  added: z.array(restoreChangeSchema),
  /** In both, with different values: set back to the backup's. */
  changed: z.array(restoreChangeSchema.extend({ fields: z.array(z.string()) })),
  /** Listed in the store, not in the backup: archived (never deleted). */
  archived: z.array(restoreChangeSchema),
  unchanged: z.number().int(),
});
export type ProductRestoreResult = z.infer<typeof productRestoreResultSchema>;

/** What a whole-store restore does to one kind of record (a table of the store's data). */
export const tableChangeSchema = z.object({
  table: z.string(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type TableChange = z.infer<typeof tableChangeSchema>;

export const storeRestoreResultSchema = z.object({
  kind: z.literal('store'),
  dryRun: z.boolean(),
  filename: z.string(),
  /** Every kind of record the backup holds, in restore order. */
  tables: z.array(tableChangeSchema),
  /** Media files (product images, logo, hero) written back: missing or different now. */
  files: z.object({ added: z.number().int(), changed: z.number().int(), unchanged: z.number().int() }),
});
export type StoreRestoreResult = z.infer<typeof storeRestoreResultSchema>;

export const restoreResultSchema = z.discriminatedUnion('kind', [
  productRestoreResultSchema,
  storeRestoreResultSchema,
]);
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** The events of the image bundling stream, in the order they come. */
export type BackupImageEvent =
  | { event: 'progress'; data: { progress: number; processed: number; total: number } }
  | { event: 'stats'; data: { total: number; bundled: number; missing: number; bytes: number } }
  | { event: 'complete'; data: { filename: string; hasImages: true; size: number } }
  | { event: 'error'; data: { error: string; code: string } };
