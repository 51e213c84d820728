/**
 * Next's proxy talks to the rest of Next through response headers (`x-middleware-rewrite`,
 * `x-middleware-next`, ...). They name internal paths such as the store a page was rewritten to,
 * and no browser needs them, so the web's server takes them off every answer.
 */
import type { ServerResponse } from 'node:http';
import { headersArgument, withoutHeaders } from './raw-headers';

const INTERNAL = /^x-middleware-/i;

/** Whether a response header is Next's own and stays inside the server. */
export function isInternalHeader(name: string): boolean {
  return INTERNAL.test(name);
}

/** Takes Next's internal headers off `response` as its head is written, however they were set. */
export function hideInternalHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const name of this.getHeaderNames()) if (isInternalHeader(name)) this.removeHeader(name);
    const headers = headersArgument(args);
    if (headers) args[args.length - 1] = withoutHeaders(headers, isInternalHeader);
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
