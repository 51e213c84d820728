import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { TOKEN_INVALID_CODE, TOKEN_REVOKED_CODE } from '@/lib/constants/auth';
import { SESSION_SEEN_EVERY_SECONDS } from '@/lib/constants/two-factor';
import { mayAccess, NO_ACCESS_CODE, STAFF_ACCESS, type StaffArea } from '@/lib/staff-access';
import { ApiError } from '../errors';
import { touchSession } from '../repositories/sessions';
import { findTokenState, type TokenState } from '../repositories/users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer tokens: HS256 JWTs with sub, tenant, role, ver, sid and exp. A token is good only for its
 * own tenant, only while its version matches the user's (password change bumps it) and only while
 * its session is open (signing out or ending it from the session list closes it). A back-office
 * person of a store that requires two-factor sign-in, without it, is refused every admin route
 * until it is set up (its set-up routes are not admin routes).
 *
 * Back-office routes: every one names its area of lib/staff-access.ts (`config.staffArea`, or the
 * default a plugin gives with `app.backOffice(area)`), and only the roles of that area pass. The
 * OpenAPI document states each operation's roles (`x-staff-roles`). A back-office route without an
 * area stops the api at start-up.
 */
export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, { secret, ttlSeconds }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: ttlSeconds },
      verify: { algorithms: ['HS256'] },
    });

    const states = new WeakMap<FastifyRequest, TokenState>();
    const revoked = () => new ApiError({ status: 401, code: TOKEN_REVOKED_CODE });

    async function authenticate(request: FastifyRequest) {
      if (!request.headers.authorization) throw new ApiError({ status: 401, code: 'UNAUTHORIZED' });
      try {
        await request.jwtVerify();
      } catch {
        throw new ApiError({ status: 401, code: TOKEN_INVALID_CODE });
      }
      const claims = request.user;
      if (claims.purpose || (claims.sid !== undefined && !UUID.test(claims.sid)))
        throw new ApiError({ status: 401, code: TOKEN_INVALID_CODE });
      if (request.tenant && claims.tenant !== request.tenant.id)
        throw new ApiError({
          status: 403,
          code: 'TENANT_MISMATCH',
          message: 'This account belongs to another store',
        });
      const state = await findTokenState(app.db, claims.tenant, claims.sub, claims.sid);
      if (!state || state.tokenVersion !== claims.ver || state.role !== claims.role) throw revoked();
      if (state.session && !state.session.open) throw revoked();
      if (
        state.session &&
        Date.now() - state.session.lastSeenAt.getTime() > SESSION_SEEN_EVERY_SECONDS * 1000
      )
        await touchSession(app.db, claims.sid!, SESSION_SEEN_EVERY_SECONDS);
      states.set(request, state);
    }

    async function requireAdmin(request: FastifyRequest) {
      await authenticate(request);
      if (request.user.role !== 'admin') throw new ApiError({ status: 403, code: 'ADMIN_ONLY' });
      const state = states.get(request);
      if (state?.requireTwoFactor && !state.twoFactorEnabled)
        throw new ApiError({ status: 403, code: 'TWO_FACTOR_SETUP_REQUIRED' });
      // No area (a route that slipped past the start-up check) or no staff role: nobody passes.
      const area = request.routeOptions.config.staffArea;
      if (!area || !mayAccess(state?.staffRole, area))
        throw new ApiError({ status: 403, code: NO_ACCESS_CODE });
    }

    /** The back-office routes of this plugin: each passes `requireAdmin` for its area. */
    function backOffice(this: FastifyInstance, area?: StaffArea) {
      this.addHook('onRoute', (route) => {
        route.config = { ...route.config, staffArea: route.config?.staffArea ?? area };
        describeBackOffice(route);
      });
      this.addHook('onRequest', requireAdmin);
    }

    // Every route that asks for a back-office person must name an area the table knows.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
      if (route.config?.staffArea) describeBackOffice(route);
    });
    app.addHook('onReady', async () => {
      const missing = routes.filter((route) => isBackOffice(route) && !hasKnownArea(route));
      if (missing.length)
        throw new Error(
          `Back-office routes without a staff area (lib/staff-access.ts): ${missing
            .map((route) => `${route.method} ${route.url}`)
            .join(', ')}`,
        );
    });

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('backOffice', backOffice);
    app.decorate(
      'staffMay',
      (request: FastifyRequest, area: StaffArea) =>
        request.user?.role === 'admin' && mayAccess(states.get(request)?.staffRole, area),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);

const hasKnownArea = (route: RouteOptions) => {
  const area = route.config?.staffArea;
  return Boolean(area) && Object.hasOwn(STAFF_ACCESS, area!);
};

/** Tagged `admin` in the document, or guarded by `requireAdmin` itself. */
function isBackOffice(route: RouteOptions): boolean {
  const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
  const guards = [route.onRequest ?? []].flat() as unknown[];
  return tags.includes('admin') || guards.some((hook) => (hook as { name?: string }).name === 'requireAdmin');
}

/** States the roles of the route's area in its OpenAPI entry (`x-staff-roles` and the description). */
function describeBackOffice(route: RouteOptions) {
  const area = route.config?.staffArea;
  if (!area || !Object.hasOwn(STAFF_ACCESS, area)) return;
  const roles = STAFF_ACCESS[area];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  if (schema['x-staff-roles']) return;
  const note = `Staff roles: ${roles.join(', ')}.`;
  const description = typeof schema.description === 'string' ? `${schema.description}\n\n${note}` : note;
  route.schema = {
    ...schema,
    'x-staff-roles': [...roles],
    'x-staff-area': area,
    description,
  } as RouteOptions['schema'];
}
