/**
 * Next's proxy talks to the rest of Next through response headers (`x-middleware-rewrite`,
 * `x-middleware-next`, ...). They name internal paths such as the store a page was rewritten to,
 * and no browser needs them, so the web's server takes them off every answer.
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

const INTERNAL = /^x-middleware-/i;

/** Whether a response header is Next's own and stays inside the server. */
export function isInternalHeader(name: string): boolean {
  return INTERNAL.test(name);
}

type RawHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[];

/** The headers given to writeHead without Next's internal ones: an object, pairs, or a flat list. */
function withoutInternal(headers: RawHeaders): RawHeaders {
  if (!Array.isArray(headers))
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !isInternalHeader(name)));
  if (headers.every((entry) => Array.isArray(entry)))
    return headers.filter((entry) => !isInternalHeader(String((entry as unknown as string[])[0])));
  const kept: OutgoingHttpHeader[] = [];
  for (let i = 0; i < headers.length; i += 2)
    if (!isInternalHeader(String(headers[i]))) kept.push(headers[i], headers[i + 1]);
  return kept;
}

/** Takes Next's internal headers off `response` as its head is written, however they were set. */
export function hideInternalHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const name of this.getHeaderNames()) if (isInternalHeader(name)) this.removeHeader(name);
    const last = args.length - 1;
    if (last > 0 && args[last] && typeof args[last] === 'object')
      args[last] = withoutInternal(args[last] as RawHeaders);
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
