import type { FastifyBaseLogger } from 'fastify';
import { TAGS } from '../../../../lib/tags';
import type { Config } from '../../config';

/** Changes within this window are sent to the web as one request. */
const COALESCE_MS = 250;

/**
 * Asks the web to drop cached pages for some tags after products changed. Tags are gathered for a
 * moment and sent together, so a busy checkout does not send the web a request per sale; a web
 * that is down renders fresh pages when its cache expires anyway, so failures are only logged.
 */
export function createRevalidator(
  config: Config,
  log: FastifyBaseLogger,
): ((tags: string[]) => void) | undefined {
  if (!config.WEB_URL || !config.REVALIDATE_SECRET) return undefined;
  const url = new URL('/api/revalidate', config.WEB_URL);
  const secret = config.REVALIDATE_SECRET;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let lastFailureLogged = 0;

  const flush = () => {
    timer = null;
    const tags = [...pending];
    pending.clear();
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    }).catch((error) => {
      if (Date.now() - lastFailureLogged < 60_000) return;
      lastFailureLogged = Date.now();
      log.warn({ err: error, tags }, 'page revalidation failed');
    });
  };

  return (tags) => {
    for (const tag of tags) pending.add(tag);
    timer ??= setTimeout(flush, COALESCE_MS);
    timer.unref?.();
  };
}

/**
 * Tells the web the api answers again, right after it starts listening: pages the web rendered
 * from a backup while the api was away expire at once, so none is served past its return. A web
 * that is not up has nothing to drop, so a failure is only logged.
 */
export async function announceApiUp(config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.WEB_URL || !config.REVALIDATE_SECRET) return;
  try {
    await fetch(new URL('/api/revalidate', config.WEB_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.REVALIDATE_SECRET },
      body: JSON.stringify({ tags: [TAGS.fallback()] }),
      signal: AbortSignal.timeout(2_000),
    });
  } catch (error) {
    log.debug({ err: error }, 'the web did not take the fallback revalidation');
  }
}
