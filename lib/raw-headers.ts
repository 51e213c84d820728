/**
 * Headers as Node's `writeHead` takes them: an object, a list of pairs, or a flat list of names and
 * values. The web server's response hook (lib/internal-headers.ts) reads and filters them in
 * whichever form Next gave them.
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';

export type RawHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[];

/** Each header as a name and its value, whatever the form. */
function pairs(headers: RawHeaders): [string, unknown][] {
  if (!Array.isArray(headers)) return Object.entries(headers);
  if (headers.every((entry) => Array.isArray(entry)))
    return (headers as unknown as unknown[][]).map((entry) => [String(entry[0]), entry[1]]);
  const list: [string, unknown][] = [];
  for (let i = 0; i < headers.length; i += 2) list.push([String(headers[i]), headers[i + 1]]);
  return list;
}

/** The same headers in the same form, less those whose name `drop` picks. */
export function withoutHeaders(headers: RawHeaders, drop: (name: string) => boolean): RawHeaders {
  if (!Array.isArray(headers))
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop(name)));
  if (headers.every((entry) => Array.isArray(entry)))
    return headers.filter((entry) => !drop(String((entry as unknown as string[])[0])));
  const kept: OutgoingHttpHeader[] = [];
  for (let i = 0; i < headers.length; i += 2)
    if (!drop(String(headers[i]))) kept.push(headers[i], headers[i + 1]);
  return kept;
}

/** One header's value (names compared without case), or undefined. */
export function headerValue(headers: RawHeaders, name: string): string | undefined {
  const found = pairs(headers).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found ? String(found[1]) : undefined;
}

/** The headers argument of a writeHead call (its last, when an object or list), if any. */
export function headersArgument(args: unknown[]): RawHeaders | undefined {
  const last = args.length - 1;
  return last > 0 && args[last] && typeof args[last] === 'object' ? (args[last] as RawHeaders) : undefined;
}
