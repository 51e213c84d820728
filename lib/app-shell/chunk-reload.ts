/**
 * A ChunkLoadError means the browser asked for a script of an older or newer build than the server
 * has (a deploy happened while the page was open). One reload fetches the current build; a second
 * failure soon after would only loop, so the reload is remembered in sessionStorage.
 */
export const CHUNK_RELOAD_KEY = 'sitka:chunk-reload-at';
/** A chunk failure this long after the last reload counts as new and may reload again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_MESSAGES =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** True for webpack's ChunkLoadError and the browsers' messages for a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGES.test(message));
}

type ReloadDeps = { storage?: Pick<Storage, 'getItem' | 'setItem'> | null; reload: () => void; now?: number };

/**
 * Reloads the page unless it was reloaded for a chunk failure within the last minute; answers
 * whether it did, so the caller shows 'Unable to Load Application' when it did not.
 */
export function reloadOnceForChunkError({ storage, reload, now = Date.now() }: ReloadDeps): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage may be off (private mode); without it a reload could loop, so none is tried.
    return false;
  }
  if (!storage || (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The browser's sessionStorage, or null where it cannot be used. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
