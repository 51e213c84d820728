/**
 * The `compression` middleware for a plain node:http server (its types name Express's request and
 * response): the web server's own (scripts/web-server.ts) and the bench's bare Next.js page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

export type Compress = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export function nodeCompression(): Compress {
  return compression() as unknown as Compress;
}
