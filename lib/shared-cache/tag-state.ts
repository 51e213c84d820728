/**
 * The shared tag state of the page cache: when each cache tag last expired, in one Redis hash that
 * every web instance and every api instance reads and writes, with each change published on a
 * channel. A web keeps the hash in memory (loaded on connect, then kept by the channel), so checking
 * an entry's tags costs no round trip, and a tag expired anywhere is expired everywhere within the
 * time a published message takes.
 */
import type { Redis } from 'ioredis';
import { redisKey } from '../redis-prefix';
import { announceExpiredTags } from './expired-tags';

export type TagStateKeys = { hash: string; channel: string };

export const tagStateKeys = (prefix: string): TagStateKeys => ({
  hash: redisKey(prefix, 'cache', 'expired-tags'),
  channel: redisKey(prefix, 'cache', 'tags-expired'),
});

type ExpiredMessage = { tags: string[]; at: number };

// A moment only ever moves forward: a late writer with an older clock must not un-expire a tag.
const EXPIRE_SCRIPT = `
local at = tonumber(ARGV[1])
for i = 3, #ARGV do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if current < at then redis.call('HSET', KEYS[1], ARGV[i], ARGV[1]) end
end
redis.call('PUBLISH', ARGV[2], cjson.encode({ tags = { unpack(ARGV, 3) }, at = at }))
return 1`;

/**
 * Records that `tags` expired at `at` (now by default) and tells every instance listening. Used by
 * the api after a commit and by a web whose own code expires a tag.
 */
export async function expireTags(
  redis: Redis,
  prefix: string,
  tags: string[],
  at: number = Date.now(),
): Promise<void> {
  if (tags.length === 0) return;
  const { hash, channel } = tagStateKeys(prefix);
  await redis.eval(EXPIRE_SCRIPT, 1, hash, String(at), channel, ...tags);
}

/**
 * One process's copy of the shared tag state. `reader` loads the hash (again after every reconnect
 * of `subscriber`, since messages sent while it was away are lost); `subscriber` is given over to
 * the channel and serves nothing else.
 */
export class SharedTagState {
  private readonly expiredAt = new Map<string, number>();
  private readonly keys: TagStateKeys;

  constructor(
    private readonly reader: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.keys = tagStateKeys(prefix);
  }

  /** Subscribes and loads the hash; resolves once both are done (or failed and were reported). */
  async start(): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.keys.channel) return;
      try {
        const { tags, at } = JSON.parse(message) as ExpiredMessage;
        this.note(tags, at);
      } catch (error) {
        this.onError(error);
      }
    });
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is reloaded.
    this.subscriber.on('ready', () => void this.reload());
    await this.subscriber.subscribe(this.keys.channel).catch(this.onError);
    await this.reload();
  }

  /** Reads the whole hash into memory; a failure is reported and the copy kept as it was. */
  async reload(): Promise<void> {
    try {
      const all = await this.reader.hgetall(this.keys.hash);
      for (const [tag, at] of Object.entries(all)) this.raise(tag, Number(at));
    } catch (error) {
      this.onError(error);
    }
  }

  /** Takes tags expired at `at` into this copy (an instance's own expiry counts before its echo). */
  note(tags: string[], at: number): void {
    for (const tag of tags) this.raise(tag, at);
    announceExpiredTags(tags);
  }

  /** Whether any of `tags` expired after `since` (an entry's lastModified) and is expired by now. */
  expiredSince(tags: Iterable<string>, since: number, now: number = Date.now()): boolean {
    for (const tag of tags) {
      const at = this.expiredAt.get(tag);
      if (at !== undefined && at > since && at <= now) return true;
    }
    return false;
  }

  private raise(tag: string, at: number) {
    if (!Number.isFinite(at)) return;
    if (at > (this.expiredAt.get(tag) ?? 0)) this.expiredAt.set(tag, at);
  }
}
