/** The browser's backup calls (spec §7), through the BFF; each answers a result or `{ error }` naming the backup. */
import { bffFetch, jsonRequest } from '@/lib/auth/client-session';
import { saveBlobAs } from './save-file';
import { BACKUP_LIST_TIMEOUT_MS, BACKUP_RUN_TIMEOUT_MS } from '@/lib/constants/backups';
import { INTEGRATION_MESSAGES as M } from '@/lib/messages';
import {
  backupListSchema,
  backupRunResultSchema,
  restoreResultSchema,
  type Backup,
  type RestoreResult,
} from '@/lib/schemas/backups';
import { z } from 'zod';
import { callBff, parseWith, type ClientResult } from './bff-call';

const filePath = (filename: string) => `/api/backups/${encodeURIComponent(filename)}`;

export const BACKUPS_KEY = '/api/backups';

/** GET /api/backups, newest first; waits up to two minutes, then says to come back later. */
export async function listBackups(): Promise<Backup[]> {
  const result = await callBff(
    BACKUPS_KEY,
    { method: 'GET' },
    parseWith(backupListSchema),
    M.backupsFetchFailed,
    {
      timeoutMs: BACKUP_LIST_TIMEOUT_MS,
      timeoutMessage: M.backupsTimeout,
      detailBelow: true,
    },
  );
  if ('error' in result) throw new Error(result.error);
  return result.backups;
}

/** POST /api/backups/run: today's backup, written now (up to five minutes). */
export function runBackup(): Promise<ClientResult<z.infer<typeof backupRunResultSchema>>> {
  return callBff(
    '/api/backups/run',
    { method: 'POST' },
    parseWith(backupRunResultSchema),
    M.backupRunFailed,
    { timeoutMs: BACKUP_RUN_TIMEOUT_MS, detailBelow: true },
  );
}

/** DELETE /api/backups/{filename}. */
export function deleteBackup(filename: string): Promise<ClientResult<{ success: true }>> {
  return callBff(
    filePath(filename),
    { method: 'DELETE' },
    parseWith(z.object({ success: z.literal(true) })),
    M.backupDeleteFailed(filename),
    { detailBelow: true },
  );
}

/** POST /api/backups/{filename}/restore: with dryRun, only what would change; without, the restore itself. */
export function restoreBackup(filename: string, dryRun: boolean): Promise<ClientResult<RestoreResult>> {
  return callBff(
    `${filePath(filename)}/restore`,
    jsonRequest('POST', { dryRun }),
    parseWith(restoreResultSchema),
    M.backupRestoreFailed(filename),
    { timeoutMs: BACKUP_RUN_TIMEOUT_MS, detailBelow: true },
  );
}

/** The event stream that bundles a backup's images (progress, stats, complete or error). */
export const backupImagesUrl = (filename: string) => `${filePath(filename)}/process-images`;

/**
 * Saves a backup as a file of its name: a product backup from GET /api/backups/{filename}, a
 * store backup (the owner's only) from GET /api/backups/{filename}/download.
 */
export async function downloadBackup(
  filename: string,
  kind: Backup['kind'] = 'products',
): Promise<ClientResult<{ saved: true }>> {
  const failed = { error: M.backupDownloadFailed(filename) };
  try {
    const response = await bffFetch(
      kind === 'store' ? `${filePath(filename)}/download` : filePath(filename),
      {
        method: 'GET',
        signal: AbortSignal.timeout(BACKUP_LIST_TIMEOUT_MS),
      },
    );
    if (!response.ok) return failed;
    saveBlobAs(await response.blob(), filename);
    return { saved: true };
  } catch {
    return failed;
  }
}
