/**
 * Tags that expired on the shared cache, told to the rest of the web process. The cache handler is
 * loaded by Next outside the app's bundles, so the two meet on a process-wide emitter; the api
 * breaker listens for the fallback tag, which the api expires when it starts (lib/api/client.ts).
 */
import { EventEmitter } from 'node:events';

const BUS_KEY = Symbol.for('sitka.expiredTags');
const holder = globalThis as typeof globalThis & { [BUS_KEY]?: EventEmitter };
const bus = (holder[BUS_KEY] ??= new EventEmitter());

/** Called with each batch of tags that expired, here or on any instance sharing the cache. */
export function onTagsExpired(listener: (tags: string[]) => void): void {
  bus.on('expired', listener);
}

export function announceExpiredTags(tags: string[]): void {
  bus.emit('expired', tags);
}
