import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/**
 * Asks the web to drop cached pages for some tags after a product changed. Fire-and-forget: a web
 * that is down will render fresh pages when its cache expires anyway.
 */
export function createRevalidator(config: Config, log: FastifyBaseLogger): ((tags: string[]) => void) | undefined {
  if (!config.WEB_URL || !config.REVALIDATE_SECRET) return undefined;
  const url = new URL('/api/revalidate', config.WEB_URL);
  const secret = config.REVALIDATE_SECRET;
  return (tags) => {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    }).catch((error) => log.warn({ err: error, tags }, 'page revalidation failed'));
  };
}
