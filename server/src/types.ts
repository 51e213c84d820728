import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Storage } from './adapters/storage';
import type { ProductListCache } from './services/catalog/products';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import type { StaffArea } from '@/lib/staff-access';

export type Tenant = { id: string; name: string };
/**
 * A bearer token's claims: the account, its store, role and token version, and the signed-in
 * session it belongs to (`sid`). `purpose` marks a token that is not a bearer (the two-factor
 * challenge; a delayed order's mailed cancel link, whose `sub` is the order), which authentication
 * refuses.
 */
export type TokenClaims = {
  sub: string;
  tenant: string;
  role: 'customer' | 'admin';
  ver: number;
  sid?: string;
  purpose?: 'two-factor' | 'order-delay';
};
/** The instance a route plugin is given, zod-typed: a group of routes split out of a plugin takes it. */
export type RouteScope = Parameters<FastifyPluginAsyncZod>[0];

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: 'pglite' | 'postgres';
    database: DatabaseHandle;
    storage: Storage;
    productCache: ProductListCache;
    io: SocketServer;
    /** Tells every listener that a tenant's products changed; stock changes also reach the room. */
    productsChanged(tenantId: string, stock?: InventoryUpdateEvent[]): void;
    /** Asks the web to drop its cached pages for these tags (lib/tags.ts), after a commit. */
    revalidateTags(tags: string[]): void;
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * Makes this plugin's routes back-office routes: each needs a staff person whose role may use
     * its area (`config.staffArea`, or `area` for the routes that name none).
     */
    backOffice: (area?: StaffArea) => void;
    /**
     * Whether the request's signed-in caller (after `authenticate`) is a back-office person whose
     * role may use this area: an order or customer read outside the back-office's own routes asks it
     * before treating the caller as the store rather than as a customer.
     */
    staffMay: (request: FastifyRequest, area: StaffArea) => boolean;
  }
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** false for routes that serve every tenant (health, images, docs). */
    tenant?: boolean;
    /** A back-office route's area of lib/staff-access.ts: which staff roles may call it. */
    staffArea?: StaffArea;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims & { exp: number; iat: number };
  }
}
