/**
 * The Notion adapter: every call Sitka makes to Notion goes through the official SDK here. The
 * base URL is configurable (NOTION_API_URL) so tests talk to a local server that speaks Notion's
 * wire format. Notion's current API files a database's rows under its data sources; a store's
 * "database" of each kind is the data source its rows live in, which is what search lists.
 */
import {
  APIResponseError,
  Client,
  LogLevel,
  RequestTimeoutError,
  UnknownHTTPResponseError,
  isFullDataSource,
  isFullPage,
  type PageObjectResponse,
} from '@notionhq/client';
import type { CreatePageParameters } from '@notionhq/client';
import type { Config } from '@server/config';
import { NOTION_PAGE_SIZE } from '@/lib/schemas/notion';

export type NotionProperties = CreatePageParameters['properties'];
export type NotionTokenGrant = {
  accessToken: string;
  workspaceId: string;
  workspaceName: string | null;
  botId: string;
};
export type NotionDatabase = { id: string; title: string };
export type NotionPage = { id: string; properties: Record<string, unknown>; archived: boolean };

/** A Notion failure as the outbox needs it: whether to try again, and after how long. */
export class NotionCallError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when Notion did not answer (timeout, network). */
    readonly status: number,
    /** Seconds Notion asked to wait (429 Retry-After), if it said. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = 'NotionCallError';
  }
  /** Rate limits, Notion's own failures and no answer at all pass; a refused request does not. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status === 409 || this.status >= 500;
  }
}

function headerOf(headers: unknown, name: string): string | undefined {
  if (headers && typeof (headers as Headers).get === 'function')
    return (headers as Headers).get(name) ?? undefined;
  if (headers && typeof headers === 'object') {
    const entry = Object.entries(headers as Record<string, unknown>).find(
      ([key]) => key.toLowerCase() === name,
    );
    return entry ? String(entry[1]) : undefined;
  }
  return undefined;
}

/** Any error from the SDK (or the network under it) as a NotionCallError. */
export function toNotionError(error: unknown): NotionCallError {
  if (error instanceof NotionCallError) return error;
  if (
    APIResponseError.isAPIResponseError(error) ||
    UnknownHTTPResponseError.isUnknownHTTPResponseError(error)
  ) {
    const retryAfter = Number.parseInt(headerOf(error.headers, 'retry-after') ?? '', 10);
    return new NotionCallError(
      error.message,
      error.status,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
    );
  }
  if (RequestTimeoutError.isRequestTimeoutError(error))
    return new NotionCallError('Notion did not answer in time', 0, null);
  return new NotionCallError(error instanceof Error ? error.message : String(error), 0, null);
}

const plain = (parts: unknown): string =>
  Array.isArray(parts)
    ? parts.map((part) => String((part as { plain_text?: string }).plain_text ?? '')).join('')
    : '';

/** Every SDK call wrapped so its failure arrives as a NotionCallError. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toNotionError(error);
  }
}

type OAuthClient = { writer: Client; baseUrl: string | undefined; clientId: string; clientSecret: string };

/** Connecting a workspace: the consent address, the code exchange and revoking a token. */
function oauthCalls({ writer, baseUrl, clientId, clientSecret }: OAuthClient) {
  return {
    /** The authorize address the owner's browser opens; Notion returns to `redirectUri` with `code` and `state`. */
    authorizeUrl(state: string, redirectUri: string): string {
      const url = new URL(`${baseUrl ?? 'https://api.notion.com'}/v1/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        owner: 'user',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },

    /** POST /v1/oauth/token with basic auth of the client id and secret. */
    async exchangeCode(code: string, redirectUri: string): Promise<NotionTokenGrant> {
      const grant = await call(() =>
        writer.oauth.token({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          client_secret: clientSecret,
        }),
      );
      return {
        accessToken: grant.access_token,
        workspaceId: grant.workspace_id,
        workspaceName: grant.workspace_name,
        botId: grant.bot_id,
      };
    },

    /** Tells Notion to forget a token (POST /v1/oauth/revoke). */
    async revoke(token: string): Promise<void> {
      await call(() => writer.oauth.revoke({ token, client_id: clientId, client_secret: clientSecret }));
    },
  };
}

/** Reading what the owner shared: the databases, then a database's rows. */
function readCalls(reader: Client) {
  return {
    /** Every database (data source) the owner shared with the integration, by title. */
    async listDatabases(token: string): Promise<NotionDatabase[]> {
      const found: NotionDatabase[] = [];
      let cursor: string | undefined;
      do {
        const page = await call(() =>
          reader.search({
            auth: token,
            filter: { property: 'object', value: 'data_source' },
            page_size: NOTION_PAGE_SIZE,
            start_cursor: cursor,
          }),
        );
        for (const result of page.results) {
          if (result.object !== 'data_source') continue;
          found.push({
            id: result.id,
            title: isFullDataSource(result) ? plain(result.title) || 'Untitled' : 'Untitled',
          });
        }
        cursor = page.has_more && page.next_cursor ? page.next_cursor : undefined;
      } while (cursor);
      return found;
    },

    /** A database's rows, a page of up to 100 at a time, following `next_cursor`. */
    async *queryDatabase(token: string, databaseId: string): AsyncGenerator<NotionPage[]> {
      let cursor: string | undefined;
      do {
        const page = await call(() =>
          reader.dataSources.query({
            auth: token,
            data_source_id: databaseId,
            page_size: NOTION_PAGE_SIZE,
            start_cursor: cursor,
          }),
        );
        yield page.results
          .filter((result): result is PageObjectResponse => result.object === 'page' && isFullPage(result))
          .map((result) => ({
            id: result.id,
            properties: result.properties as Record<string, unknown>,
            archived: Boolean(result.archived || result.in_trash),
          }));
        cursor = page.has_more && page.next_cursor ? page.next_cursor : undefined;
      } while (cursor);
    },
  };
}

/** Writing rows (the outbox's work). */
function writeCalls(writer: Client) {
  return {
    /** Creates a row; returns its page id. */
    async createPage(token: string, databaseId: string, properties: NotionProperties): Promise<string> {
      const page = await call(() =>
        writer.pages.create({
          auth: token,
          parent: { type: 'data_source_id', data_source_id: databaseId },
          properties,
        }),
      );
      return page.id;
    },

    /** Changes a row's properties. */
    async updatePage(token: string, pageId: string, properties: NotionProperties): Promise<void> {
      await call(() => writer.pages.update({ auth: token, page_id: pageId, properties }));
    },
  };
}

export type NotionAdapter = ReturnType<typeof createNotionAdapter>;

/** The adapter, or null when the platform has no Notion integration configured. */
export function createNotionAdapter(
  config: Pick<Config, 'NOTION_CLIENT_ID' | 'NOTION_CLIENT_SECRET' | 'NOTION_API_URL'>,
) {
  const baseUrl = config.NOTION_API_URL?.replace(/\/$/, '');
  const clientId = config.NOTION_CLIENT_ID ?? '';
  const clientSecret = config.NOTION_CLIENT_SECRET ?? '';
  // Reads are idempotent: the SDK may retry them itself. Writes are retried by the outbox, which
  // remembers each one across restarts, so the SDK must not repeat a page creation on its own.
  // Failures are logged by the callers, with the store they concern.
  const reader = new Client({
    baseUrl,
    logLevel: LogLevel.ERROR,
    retry: { maxRetries: 3, maxRetryDelayMs: 30_000 },
  });
  const writer = new Client({ baseUrl, logLevel: LogLevel.ERROR, retry: false });
  return {
    ...oauthCalls({ writer, baseUrl, clientId, clientSecret }),
    ...readCalls(reader),
    ...writeCalls(writer),
  };
}
