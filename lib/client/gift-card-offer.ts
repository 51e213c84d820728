/**
 * Whether the shop sells gift cards, for the shop's link to them: read without the schemas, so a
 * store page that shows the link loads no validation library (tests/unit/storefront-imports).
 */
import { callBff } from './bff-call';

/** For SWR: true when the shop sells gift cards (false on any failure: the link is not shown). */
export async function fetchGiftCardsOffered(path: string): Promise<boolean> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => ({ enabled: (body as { enabled?: unknown } | null)?.enabled === true }),
    '',
  );
  return 'enabled' in result && result.enabled;
}
