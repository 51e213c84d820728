/**
 * A store's Notion workspace connection (back-office §4): disconnected, connected without
 * databases, databases linked. Connecting is OAuth: the api makes a `state` bound to the owner
 * and store, Notion sends the owner back with a code and that state, and the api trades the code
 * for an access token, kept encrypted at rest. Disconnecting forgets the token and revokes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  NOTION_DATABASE_KINDS,
  NOTION_MESSAGES,
  NOTION_STATE_TTL_MINUTES,
  type NotionConnection,
  type NotionDatabaseKind,
  type NotionStatus,
} from '@/lib/schemas/notion';
import { ApiError } from '@server/errors';
import {
  deleteNotionConnection,
  findNotionConnection,
  insertOauthState,
  setNotionDatabaseIds,
  takeOauthState,
  upsertNotionConnection,
  type NotionConnectionRow,
} from '@server/repositories/notion-connections';
import type { NotionAdapter, NotionDatabase } from './client';
import { NotionCallError } from './client';

type ConnectionRow = NotionConnectionRow;
export type DatabaseIds = Partial<Record<NotionDatabaseKind, string>>;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

const notConfigured = () => new ApiError({ status: 409, code: 'NOTION_NOT_CONFIGURED' });
const notConnected = () => new ApiError({ status: 409, code: 'NOTION_NOT_CONNECTED' });

/** The adapter, or the refusal a store hears when the platform has no Notion integration. */
export function notionOrRefuse(app: FastifyInstance): NotionAdapter {
  if (!app.notion) throw notConfigured();
  return app.notion;
}

/** Where Notion sends the owner back: the configured redirect URI, else the web's /notion-callback. */
export function notionRedirectUri(app: FastifyInstance): string {
  if (app.config.NOTION_REDIRECT_URI) return app.config.NOTION_REDIRECT_URI;
  const origin = app.config.WEB_ORIGINS.split(',')[0]?.trim() || 'http://localhost:3000';
  return `${origin.replace(/\/$/, '')}/notion-callback`;
}

export async function connectionRow(app: FastifyInstance, tenantId: string): Promise<ConnectionRow | null> {
  return findNotionConnection(app.db, tenantId);
}

/** The store's connection with its token readable, or null when it has none. */
export async function openConnection(
  app: FastifyInstance,
  tenantId: string,
): Promise<{ row: ConnectionRow; token: string } | null> {
  const row = await connectionRow(app, tenantId);
  if (!row) return null;
  const token = app.fieldCrypto.decrypt(row.accessToken);
  return token ? { row, token } : null;
}

/** A Notion failure as the owner hears it: the spec's message, 502 when Notion itself failed. */
function upstream(error: unknown, message: string, field?: string): ApiError {
  if (error instanceof ApiError) return error;
  const status =
    error instanceof NotionCallError && error.status >= 400 && error.status < 500 && error.status !== 429
      ? 400
      : 502;
  return new ApiError({
    status,
    code: status === 400 ? 'NOTION_REFUSED' : 'NOTION_UNAVAILABLE',
    message,
    field,
  });
}

/** Starts a connection: the address of Notion's consent screen, with a fresh single-use state. */
export async function startAuthorization(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
): Promise<{ url: string; state: string }> {
  const notion = notionOrRefuse(app);
  const state = randomBytes(24).toString('base64url');
  const redirectUri = notionRedirectUri(app);
  await insertOauthState(app.db, {
    stateHash: hashState(state),
    tenantId,
    userId,
    redirectUri,
    expiresAt: new Date(Date.now() + NOTION_STATE_TTL_MINUTES * 60_000),
  });
  return { url: notion.authorizeUrl(state, redirectUri), state };
}

/** Completes a connection: the state must be this owner's, for this store, unused and unexpired. */
export async function exchangeCode(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  body: { code?: string; state?: string },
) {
  const notion = notionOrRefuse(app);
  if (!body.code) throw new ApiError({ status: 400, code: 'NOTION_CODE_MISSING', field: 'code' });
  if (!body.state) throw new ApiError({ status: 400, code: 'NOTION_STATE_INVALID', field: 'state' });
  const attempt = await takeOauthState(app.db, tenantId, userId, hashState(body.state));
  if (!attempt) throw new ApiError({ status: 400, code: 'NOTION_STATE_INVALID', field: 'state' });

  let grant;
  try {
    grant = await notion.exchangeCode(body.code, attempt.redirectUri);
  } catch (error) {
    app.log.warn({ err: error, tenant: tenantId }, 'Notion refused the authorization code');
    throw upstream(error, NOTION_MESSAGES.connectFailed, 'code');
  }
  const previous = await connectionRow(app, tenantId);
  // The same workspace keeps its chosen databases; another workspace starts without any.
  const databaseIds = previous && previous.workspaceId === grant.workspaceId ? previous.databaseIds : {};
  const values = {
    accessToken: app.fieldCrypto.encrypt(grant.accessToken),
    workspaceId: grant.workspaceId,
    workspaceName: grant.workspaceName,
    databaseIds,
  };
  await upsertNotionConnection(app.db, tenantId, values);
  return { success: true as const, workspaceName: grant.workspaceName };
}

export async function notionStatus(app: FastifyInstance, tenantId: string): Promise<NotionStatus> {
  const row = await connectionRow(app, tenantId);
  return {
    configured: Boolean(app.notion),
    connected: Boolean(row),
    workspaceName: row?.workspaceName ?? null,
  };
}

export async function notionConnection(app: FastifyInstance, tenantId: string): Promise<NotionConnection> {
  const row = await connectionRow(app, tenantId);
  const ids = row?.databaseIds ?? {};
  return {
    connected: Boolean(row),
    workspaceName: row?.workspaceName ?? null,
    notionDatabaseIds: Object.fromEntries(
      NOTION_DATABASE_KINDS.map((kind) => [kind, ids[kind] ?? null]),
    ) as NotionConnection['notionDatabaseIds'],
  };
}

/** The databases the owner shared with the integration. */
export async function listDatabases(app: FastifyInstance, tenantId: string): Promise<NotionDatabase[]> {
  const notion = notionOrRefuse(app);
  const open = await openConnection(app, tenantId);
  if (!open) throw notConnected();
  try {
    return await notion.listDatabases(open.token);
  } catch (error) {
    app.log.warn({ err: error, tenant: tenantId }, 'Notion databases could not be listed');
    throw upstream(error, NOTION_MESSAGES.databasesFetchFailed);
  }
}

/** Links the five databases; every kind is required and each must be one the workspace shares. */
export async function connectDatabases(
  app: FastifyInstance,
  tenantId: string,
  body: DatabaseIds,
): Promise<NotionConnection> {
  const notion = notionOrRefuse(app);
  const missing = NOTION_DATABASE_KINDS.filter((kind) => !body[kind]);
  if (missing.length) {
    throw new ApiError({
      status: 400,
      code: 'NOTION_DATABASES_REQUIRED',
      field: missing[0],
      errors: missing.map((kind) => ({ param: kind, msg: NOTION_MESSAGES.databaseRequired(kind) })),
    });
  }
  const open = await openConnection(app, tenantId);
  if (!open) throw notConnected();
  let shared: NotionDatabase[];
  try {
    shared = await notion.listDatabases(open.token);
  } catch (error) {
    throw upstream(error, NOTION_MESSAGES.databasesConnectFailed);
  }
  const known = new Set(shared.map((database) => database.id));
  const unknown = NOTION_DATABASE_KINDS.find((kind) => !known.has(body[kind]!));
  if (unknown)
    throw new ApiError({
      status: 400,
      code: 'NOTION_DATABASE_UNKNOWN',
      message: NOTION_MESSAGES.databaseRequired(unknown),
      field: unknown,
    });
  const databaseIds = Object.fromEntries(
    NOTION_DATABASE_KINDS.map((kind) => [kind, body[kind]!]),
  ) as DatabaseIds;
  await setNotionDatabaseIds(app.db, tenantId, databaseIds);
  return notionConnection(app, tenantId);
}

/** Forgets the store's token (and asks Notion to revoke it). Disconnecting twice is not an error. */
export async function disconnect(app: FastifyInstance, tenantId: string): Promise<{ success: true }> {
  const row = await deleteNotionConnection(app.db, tenantId);
  const token = row ? app.fieldCrypto.decrypt(row.accessToken) : '';
  if (token && app.notion) {
    // The token is already gone from here; a revoke Notion misses only leaves it unused there.
    await app.notion
      .revoke(token)
      .catch((error) =>
        app.log.warn({ err: error, tenant: tenantId }, 'Notion did not confirm the token was revoked'),
      );
  }
  return { success: true };
}
