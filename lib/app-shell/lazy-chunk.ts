import { LAZY_CHUNK_LOAD_TIMEOUT_MS } from '../constants/app-shell';

/**
 * A lazily loaded part of the app (`import()` under next/dynamic or React.lazy), given at most the
 * spec's 120 s: past it the load fails as a ChunkLoadError, which the app shell treats like any
 * failed chunk (one reload, then 'Unable to Load Application') instead of a spinner that never
 * ends. The bundler's own chunk timeout is not configurable under Turbopack, so it is applied here,
 * where the app loads its chunks.
 */
export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs: number = LAZY_CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading chunk timed out after ${timeoutMs} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
