/**
 * A local server that speaks Notion's wire format for the calls Sitka makes: the OAuth token
 * exchange and revoke (basic auth of the integration), search for data sources, paged data
 * source queries, page create and update. It records every request, and can be told to answer
 * the next page creations with a 429 (Retry-After) or a 500 first.
 *
 * It also hosts files, as Notion does for a `files` property: `fileUrl(name)` is a file's signed
 * address, and each query re-signs the Notion-hosted files of the rows it returns (a new query
 * string and expiry on every read, the path kept), as Notion does. The same server can stand in
 * for any other image host (`hostedUrl(name)`, not re-signed). Every file request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

export type NotionRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};
export type FakeDatabase = {
  id: string;
  title: string;
  token: string;
  rows: { id: string; properties: Record<string, unknown>; archived?: boolean }[];
};

const title = (text: string) => [{ type: 'text', text: { content: text }, plain_text: text }];

export async function startFakeNotion(clientId: string, clientSecret: string) {
  const received: NotionRequest[] = [];
  /** code → the grant it is traded for (single use). */
  const codes = new Map<string, { token: string; workspaceId: string; workspaceName: string }>();
  const liveTokens = new Set<string>();
  const revoked: string[] = [];
  const databases = new Map<string, FakeDatabase>();
  const created: {
    id: string;
    dataSourceId: string;
    properties: Record<string, unknown>;
    inTrash?: boolean;
  }[] = [];
  const updated: { pageId: string; properties: Record<string, unknown> }[] = [];
  /** Failures to answer page creations with, in order, before succeeding. */
  const createFailures: { status: number; retryAfter?: number }[] = [];
  /** What the consent screen grants: the workspace's name, and each token it issued. */
  const consent: { workspaceName: string; tokens: string[]; onGrant?: (token: string) => void } = {
    workspaceName: 'Sitka Workspace',
    tokens: [],
  };
  /** Hosted files by name: the bytes and their type (absent: a 404). */
  const files = new Map<string, { body: Buffer; contentType: string }>();
  /** Every file request, with its query. */
  const fileRequests: string[] = [];
  let base = '';
  /** Every signed file address handed out, in order. */
  const signed: string[] = [];
  const fileUrl = (name: string) => {
    const url = `${base}/files/${encodeURIComponent(name)}?X-Amz-Signature=${randomUUID().replace(/-/g, '')}&X-Amz-Expires=3600`;
    signed.push(url);
    return url;
  };
  /** A Notion-hosted file entry of a `files` property, signed anew on every read. */
  const resign = (properties: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => {
        const property = value as {
          type?: string;
          files?: { type: string; name?: string; file?: { url: string } }[];
        };
        if (property?.type !== 'files' || !Array.isArray(property.files)) return [key, value];
        const signed = property.files.map((entry) => {
          if (entry.type !== 'file' || !entry.file?.url.startsWith(`${base}/files/`)) return entry;
          const name = decodeURIComponent(new URL(entry.file.url).pathname.slice('/files/'.length));
          return {
            ...entry,
            file: { url: fileUrl(name), expiry_time: new Date(Date.now() + 3_600_000).toISOString() },
          };
        });
        return [key, { ...property, files: signed }];
      }),
    );

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://notion.local');
      const path = url.pathname;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        body = {};
      }
      received.push({ method: request.method ?? '', path, headers: request.headers, body });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, { 'content-type': 'application/json', 'x-request-id': randomUUID(), ...headers })
          .end(JSON.stringify(payload));
      const fail = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
        send(status, { object: 'error', status, code, message }, headers);

      if (request.method === 'GET' && path.startsWith('/files/')) {
        fileRequests.push(request.url ?? '');
        const file = files.get(decodeURIComponent(path.slice('/files/'.length)));
        if (!file) return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return response
          .writeHead(200, { 'content-type': file.contentType, 'content-length': String(file.body.length) })
          .end(file.body);
      }

      // Notion's consent screen, consenting at once: back to the redirect URI with a code and the state.
      if (request.method === 'GET' && path === '/v1/oauth/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        if (url.searchParams.get('client_id') !== clientId)
          return fail(400, 'invalid_request', 'Unknown client.');
        const token = `secret_${randomUUID()}`;
        const code = `code_${randomUUID()}`;
        codes.set(code, { token, workspaceId: randomUUID(), workspaceName: consent.workspaceName });
        consent.tokens.push(token);
        consent.onGrant?.(token);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return response.writeHead(302, { location: back.toString() }).end();
      }

      if (request.method === 'POST' && (path === '/v1/oauth/token' || path === '/v1/oauth/revoke')) {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (request.headers.authorization !== expected) return fail(401, 'unauthorized', 'Invalid client.');
        if (path === '/v1/oauth/revoke') {
          liveTokens.delete(String(body.token));
          revoked.push(String(body.token));
          return send(200, {});
        }
        const grant = codes.get(String(body.code));
        if (body.grant_type !== 'authorization_code' || !grant)
          return fail(400, 'invalid_grant', 'Invalid code.');
        codes.delete(String(body.code));
        liveTokens.add(grant.token);
        return send(200, {
          access_token: grant.token,
          token_type: 'bearer',
          refresh_token: null,
          bot_id: randomUUID(),
          workspace_icon: null,
          workspace_name: grant.workspaceName,
          workspace_id: grant.workspaceId,
          owner: { type: 'workspace', workspace: true },
          duplicated_template_id: null,
          request_id: randomUUID(),
        });
      }

      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!liveTokens.has(token)) return fail(401, 'unauthorized', 'API token is invalid.');
      const visible = [...databases.values()].filter((database) => database.token === token);

      if (request.method === 'POST' && path === '/v1/search') {
        const pageSize = Number(body.page_size ?? 100);
        const start = body.start_cursor ? Number(body.start_cursor) : 0;
        const slice = visible.slice(start, start + pageSize);
        const next = start + pageSize < visible.length ? String(start + pageSize) : null;
        return send(200, {
          object: 'list',
          type: 'page_or_data_source',
          page_or_data_source: {},
          has_more: next !== null,
          next_cursor: next,
          results: slice.map((database) => ({
            object: 'data_source',
            id: database.id,
            title: title(database.title),
            properties: {},
            parent: { type: 'database_id', database_id: database.id },
          })),
        });
      }

      const query = /^\/v1\/data_sources\/([^/]+)\/query$/.exec(path);
      if (request.method === 'POST' && query) {
        const database = visible.find((candidate) => candidate.id === query[1]);
        if (!database) return fail(404, 'object_not_found', 'Could not find data_source.');
        const pageSize = Math.min(Number(body.page_size ?? 100), 100);
        const start = body.start_cursor ? Number(body.start_cursor) : 0;
        const slice = database.rows.slice(start, start + pageSize);
        const next = start + pageSize < database.rows.length ? String(start + pageSize) : null;
        return send(200, {
          object: 'list',
          type: 'page_or_data_source',
          page_or_data_source: {},
          has_more: next !== null,
          next_cursor: next,
          results: slice.map((row) => ({
            object: 'page',
            id: row.id,
            created_time: '2026-11-01T00:00:00.000Z',
            last_edited_time: '2026-11-01T00:00:00.000Z',
            archived: Boolean(row.archived),
            in_trash: Boolean(row.archived),
            url: `https://www.notion.so/${row.id.replace(/-/g, '')}`,
            parent: { type: 'data_source_id', data_source_id: database.id },
            properties: resign(row.properties),
          })),
        });
      }

      if (request.method === 'POST' && path === '/v1/pages') {
        const failure = createFailures.shift();
        if (failure?.status === 429)
          return fail(429, 'rate_limited', 'Rate limited.', {
            'retry-after': String(failure.retryAfter ?? 1),
          });
        if (failure) return fail(failure.status, 'internal_server_error', 'Unexpected error.');
        const parent = body.parent as { data_source_id?: string } | undefined;
        const database = visible.find((candidate) => candidate.id === parent?.data_source_id);
        if (!database) return fail(404, 'object_not_found', 'Could not find data_source.');
        const page = {
          id: randomUUID(),
          dataSourceId: database.id,
          properties: body.properties as Record<string, unknown>,
        };
        created.push(page);
        return send(200, {
          object: 'page',
          id: page.id,
          properties: page.properties,
          parent: { type: 'data_source_id', data_source_id: database.id },
        });
      }

      const pageMatch = /^\/v1\/pages\/([^/]+)$/.exec(path);
      if (request.method === 'PATCH' && pageMatch) {
        const page = created.find((candidate) => candidate.id === pageMatch[1]);
        if (!page) return fail(404, 'object_not_found', 'Could not find page.');
        // What Notion answers for a page the owner deleted (it sits in the trash).
        if (page.inTrash)
          return fail(
            400,
            'validation_error',
            "Can't edit block that is archived. You must unarchive the block before editing.",
          );
        Object.assign(page.properties, body.properties);
        updated.push({ pageId: page.id, properties: body.properties as Record<string, unknown> });
        return send(200, { object: 'page', id: page.id, properties: page.properties });
      }

      fail(400, 'invalid_request_url', `Invalid request URL (${request.method} ${path}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    files,
    fileRequests,
    signed,
    /** A file's address as Notion hands it out: signed, with a query that changes on every call. */
    fileUrl,
    /** A file's plain address, as an external image host would serve it. */
    hostedUrl: (name: string) => `${base}/files/${encodeURIComponent(name)}`,
    /** Hosts a file: an image's bytes, or anything else. */
    hostFile(name: string, body: Buffer, contentType = 'image/png') {
      files.set(name, { body, contentType });
    },
    received,
    created,
    updated,
    revoked,
    createFailures,
    databases,
    consent,
    /** A code Notion would hand back after the owner's consent, for a workspace with its token. */
    issueCode(workspaceName: string, token = `secret_${randomUUID()}`, workspaceId = randomUUID()) {
      const code = `code_${randomUUID()}`;
      codes.set(code, { token, workspaceId, workspaceName });
      return { code, token };
    },
    /** A database shared with a token. */
    addDatabase(token: string, databaseTitle: string, rows: FakeDatabase['rows'] = []): FakeDatabase {
      const database = { id: randomUUID(), title: databaseTitle, token, rows };
      databases.set(database.id, database);
      return database;
    },
    tokenIsLive: (value: string) => liveTokens.has(value),
    /** The owner deletes a page in Notion: it goes to the trash. */
    trashPage(pageId: string) {
      const page = created.find((candidate) => candidate.id === pageId);
      if (!page) throw new Error(`no page ${pageId}`);
      page.inTrash = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
