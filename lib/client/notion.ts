/** The browser's Notion workspace calls (back-office §7), through the BFF; each answers a result or `{ error }`. */
import { z } from 'zod';
import {
  NOTION_MESSAGES as M,
  notionAuthorizeSchema,
  notionConnectionSchema,
  notionDatabasesSchema,
  notionStatusSchema,
  productSyncResultSchema,
  type DatabaseChoice,
  type NotionConnection,
  type NotionStatus,
  type ProductSyncResult,
} from '@/lib/schemas/notion';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const NOTION_API = {
  status: '/api/admin/notion-status',
  authorize: '/api/notion-auth/authorize',
  exchange: '/api/notion-auth/exchange-code',
} as const;

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
type NotionDatabase = { id: string; title: string };

/** SWR key of the store's Notion status. */
export const NOTION_STATUS_KEY = NOTION_API.status;

/** GET /api/admin/notion-status, for SWR: a failure is thrown with the message to show. */
export async function fetchNotionStatus(path: string = NOTION_STATUS_KEY): Promise<NotionStatus> {
  const result = await callBff(
    path,
    { method: 'GET' },
    parseWith(notionStatusSchema),
    M.connectionFetchFailed,
    { detailBelow: true },
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Starts connecting: Notion's consent address, carrying a state the api made for this owner. */
export function startNotionConnect(): Promise<ClientResult<z.infer<typeof notionAuthorizeSchema>>> {
  return callBff(
    NOTION_API.authorize,
    { method: 'POST' },
    parseWith(notionAuthorizeSchema),
    M.connectFailed,
    {
      detailBelow: true,
    },
  );
}

/** POST /api/notion-auth/exchange-code with what Notion returned. */
export function exchangeNotionCode(code: string, state: string): Promise<ClientResult<{ success: true }>> {
  return callBff(
    NOTION_API.exchange,
    json({ code, state }),
    parseWith(z.object({ success: z.literal(true) })),
    M.connectFailed,
    { detailBelow: true },
  );
}

export const NOTION_CONNECTION_KEY = '/api/admin/notion-connection';
export const NOTION_DATABASES_KEY = '/api/notion-auth/databases';

/** GET /api/admin/notion-connection, for SWR. */
export async function fetchNotionConnection(path: string = NOTION_CONNECTION_KEY): Promise<NotionConnection> {
  const result = await callBff(
    path,
    { method: 'GET' },
    parseWith(notionConnectionSchema),
    M.connectionFetchFailed,
    { detailBelow: true },
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** GET /api/notion-auth/databases, for SWR: the databases shared with the integration. */
export async function fetchNotionDatabases(path: string = NOTION_DATABASES_KEY): Promise<NotionDatabase[]> {
  const result = await callBff(
    path,
    { method: 'GET' },
    parseWith(notionDatabasesSchema),
    M.databasesFetchFailed,
    { detailBelow: true },
  );
  if ('error' in result) throw new Error(result.error);
  return result.databases;
}

export function connectNotionDatabases(choice: DatabaseChoice): Promise<ClientResult<NotionConnection>> {
  return callBff(
    '/api/notion-auth/connect-databases',
    json(choice),
    parseWith(notionConnectionSchema),
    M.databasesConnectFailed,
  );
}

export function disconnectNotion(): Promise<ClientResult<{ success: true }>> {
  return callBff(
    '/api/notion-auth/disconnect',
    { method: 'POST' },
    parseWith(z.object({ success: z.literal(true) })),
    M.disconnectFailed,
    { detailBelow: true },
  );
}

export function pullNotionProducts(): Promise<ClientResult<ProductSyncResult>> {
  return callBff(
    '/api/admin/notion-sync/products',
    { method: 'POST' },
    parseWith(productSyncResultSchema),
    M.syncFailed,
  );
}
