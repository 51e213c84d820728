/** Product backups as the back-office lists, runs, restores and bundles them. */
import { z } from 'zod';
import { BACKUP_FILE_PATTERN } from '../backup';
import { INTEGRATION_MESSAGES } from '../messages';

/** Only `notion-backup-YYYY-MM-DD.json`: nothing else, so no name can reach outside the store's folder. */
export const backupFilenameSchema = z.string().regex(BACKUP_FILE_PATTERN, { error: INTEGRATION_MESSAGES.backupFileName });
export const backupFileParamsSchema = z.object({ filename: backupFilenameSchema });

export const backupSchema = z.object({
  filename: z.string(),
  createdAt: z.string(),
  /** Bytes. */
  size: z.number().int(),
  hasImages: z.boolean(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({ backups: z.array(backupSchema) });

export const backupRunResultSchema = z.object({
  success: z.literal(true),
  backup: backupSchema,
  products: z.number().int(),
});

export const restoreBodySchema = z.object({
  /** true: only report what would change; nothing is written. */
  dryRun: z.boolean().default(true),
});

const restoreChangeSchema = z.object({ id: z.string(), name: z.string() });
export const restoreResultSchema = z.object({
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
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** The events of the image bundling stream, in the order they come. */
export type BackupImageEvent =
  | { event: 'progress'; data: { progress: number; processed: number; total: number } }
  | { event: 'stats'; data: { total: number; bundled: number; missing: number; bytes: number } }
  | { event: 'complete'; data: { filename: string; hasImages: true; size: number } }
  | { event: 'error'; data: { error: string; code: string } };
