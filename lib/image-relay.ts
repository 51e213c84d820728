/**
 * Product images straight from the api, before Next. A page's largest paint is often a product
 * photo, and Next's route handler for /api/* costs several times a plain relay per request, on
 * the same event loop that is sending the page's scripts. The api serves renditions by their own
 * id, for every store alike (its image route takes no tenant), so there is no store to resolve
 * here: the relay adds the web's api key and the shopper's address, passes the caching headers
 * both ways, and streams the bytes. Anything else under /api/images/ (a malformed name) goes on
 * to the BFF, which answers as it does for every call. An image needs only `nosniff` of the
 * site's response headers (next.config.mjs); its pages carry the rest.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import { API_KEY_HEADER, SERVER_API_TIMEOUT_MS, UPSTREAM_UNAVAILABLE } from './constants/api';
import { IMAGE_FILE_PATTERN } from './constants/catalog';

const PREFIX = '/api/images/';
// The web server has already set X-Forwarded-For from the connection itself (lib/forwarded.ts).
const REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'user-agent', 'x-forwarded-for'];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'cache-control',
  'last-modified',
  'x-request-id',
];

type RelayOptions = {
  /** The api's base URL (API_URL). */
  apiUrl: string;
  /** The web's key for the api (SITKA_API_KEY), when the api asks for one. */
  apiKey?: string;
  timeoutMs?: number;
};

/** Handles the request and returns true when it is an image rendition; false leaves it to Next. */
export type ImageRelay = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The rendition a request asks for, or null when it is not a plain GET or HEAD of one. */
export function renditionPath(method: string | undefined, url: string | undefined): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith(PREFIX)) return null;
  const path = url.split('?', 1)[0];
  return IMAGE_FILE_PATTERN.test(path.slice(PREFIX.length)) ? path : null;
}

function unavailable(response: ServerResponse): void {
  const body = JSON.stringify(UPSTREAM_UNAVAILABLE);
  response.writeHead(502, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}

/** How long an idle kept-alive connection to the api is kept: less than the api's own keep-alive. */
const IDLE_SOCKET_MS = 30_000;

export function imageRelay({ apiUrl, apiKey, timeoutMs = SERVER_API_TIMEOUT_MS }: RelayOptions): ImageRelay {
  const base = apiUrl.replace(/\/+$/, '');
  const transport = new URL(base).protocol === 'https:' ? https : http;
  // Kept-alive connections: a page asks for several images at once, and every page for more.
  const agent = new transport.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });

  /** Asks the api once; a kept-alive connection found closed (by the api or anything between) is tried again on a new one. */
  function ask(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    headers: Record<string, string>,
    again = true,
  ) {
    let upstream: http.ClientRequest;
    try {
      upstream = transport.request(`${base}${path}`, {
        method: request.method,
        headers,
        agent,
        timeout: timeoutMs,
      });
    } catch {
      unavailable(response);
      return;
    }
    upstream.on('response', (answer) => {
      const passed: Record<string, string> = { 'x-content-type-options': 'nosniff' };
      for (const name of RESPONSE_HEADERS) {
        const value = answer.headers[name];
        if (typeof value === 'string' && value) passed[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, passed);
      if (request.method === 'HEAD' || answer.statusCode === 304) {
        answer.resume();
        response.end();
        return;
      }
      // A shopper who leaves mid-image ends both streams; nothing else is owed to anyone.
      pipeline(answer, response, () => undefined);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('The api did not answer in time')));
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return response.destroy();
      if (response.destroyed) return;
      if (again && upstream.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
        return ask(request, response, path, headers, false);
      unavailable(response);
    });
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    upstream.end();
  }

  return (request, response) => {
    const path = renditionPath(request.method, request.url);
    if (!path) return false;
    const headers: Record<string, string> = {};
    for (const name of REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string' && value) headers[name] = value;
    }
    if (apiKey) headers[API_KEY_HEADER] = apiKey;
    ask(request, response, path, headers);
    return true;
  };
}
