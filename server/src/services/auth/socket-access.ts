/**
 * Who may open a store's live socket. Browsers always send Origin on a WebSocket handshake, and
 * CORS does not guard WebSockets, so the origin is checked here: the configured web origins, or a
 * verified domain of this very store. A token must still be current: its session open (logout ends it) and the account's token
 * version unchanged (password change bumps it), as the api checks it.
 */
import type { FastifyInstance } from 'fastify';
import { isVerifiedDomainOf } from '@server/repositories/domains';
import { findTokenState } from '@server/repositories/users';
import type { TokenClaims } from '@server/types';

/** Whether a handshake's Origin belongs to the store (no Origin: not a browser, nothing to guard). */
export async function originAllowed(
  app: FastifyInstance,
  tenantId: string,
  origin: string | undefined,
  webOrigins: string[],
): Promise<boolean> {
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (webOrigins.some((allowed) => allowed === url.origin)) return true;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return isVerifiedDomainOf(app.db, tenantId, url.hostname.toLowerCase());
}

/** Whether a verified token's account still exists with the same version and role, its session open. */
export async function tokenIsCurrent(app: FastifyInstance, claims: TokenClaims): Promise<boolean> {
  if (claims.purpose) return false;
  const user = await findTokenState(app.db, claims.tenant, claims.sub, claims.sid);
  return Boolean(
    user &&
    user.tokenVersion === claims.ver &&
    user.role === claims.role &&
    (!user.session || user.session.open),
  );
}
