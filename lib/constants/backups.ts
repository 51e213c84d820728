/**
 * Backups: how far back the web looks, how long the owner's backup calls wait, and how long a page
 * served from a backup is kept.
 */
export const BACKUP_LOOKUP_DAYS = 180;
/** The owner's backup list waits this long, a backup run or restore five minutes (spec §9). */
export const BACKUP_LIST_TIMEOUT_MS = 120_000;
export const BACKUP_RUN_TIMEOUT_MS = 300_000;
/** How often the web refreshes its copy of a store's newest backup from the api. */
export const BACKUP_MIRROR_MINUTES = 10;
/** A page rendered from a backup (the api away) is kept at most this long, in seconds. */
export const FALLBACK_CACHE_SECONDS = 5;
