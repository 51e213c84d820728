/**
 * Downloads an image named by an address someone else chose (a Notion product's ProductImage), so
 * a server-side request the store owner can aim anywhere. Only http and https; the connection goes
 * only to public addresses: the agents of request-filtering-agent check the address actually
 * connected to (an IP written in the URL, or every address a name resolves to, at connect time,
 * so a name cannot resolve to a public address when checked and a private one when used).
 * Redirects are followed a few times, each one checked the same way. The whole download has a
 * time limit and a size cap. Whether the bytes are an image is the caller's check (sharp).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { IMAGE_FETCH_MAX_REDIRECTS, IMAGE_FETCH_TIMEOUT_MS } from '@/lib/constants/catalog';
import { IMAGE_FETCH_MESSAGES } from '@/lib/messages';

/** Why an image was not fetched, in words for the store owner. */
export class ImageFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageFetchError';
  }
}

export type ImageFetchOptions = {
  /** Lets private, loopback and link-local addresses through (IMAGE_FETCH_ALLOW_PRIVATE; local stand-ins in tests). */
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Resolves names instead of DNS (tests); its answers are checked like DNS's. */
  lookup?: LookupFunction;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const agents = new Map<boolean, { http: http.Agent; https: https.Agent }>();

function agentsFor(allowPrivate: boolean) {
  let pair = agents.get(allowPrivate);
  if (!pair) {
    pair = {
      http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: allowPrivate }),
      https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: allowPrivate }),
    };
    agents.set(allowPrivate, pair);
  }
  return pair;
}

/** The address as a URL, if it is one that may be fetched: http or https, no user name or password. */
export function imageAddress(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new ImageFetchError(IMAGE_FETCH_MESSAGES.badAddress);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new ImageFetchError(IMAGE_FETCH_MESSAGES.badAddress);
  return url;
}

function get(url: URL, options: ImageFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const pair = agentsFor(options.allowPrivate);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        agent: url.protocol === 'https:' ? pair.https : pair.http,
        signal,
        lookup: options.lookup,
        headers: { accept: 'image/*', 'user-agent': 'Sitka image fetch' },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new ImageFetchError(IMAGE_FETCH_MESSAGES.tooLarge(maxBytes));
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toFetchError(error: unknown, signal: AbortSignal): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  if (signal.aborted) return new ImageFetchError(IMAGE_FETCH_MESSAGES.timeout);
  // request-filtering-agent's refusal: "DNS lookup 127.0.0.1(…) is not allowed. Because, It is private IP address."
  if (error instanceof Error && / is not allowed\. Because/.test(error.message))
    return new ImageFetchError(IMAGE_FETCH_MESSAGES.privateAddress);
  return new ImageFetchError(IMAGE_FETCH_MESSAGES.unreachable);
}

/** The bytes at `address`, or an ImageFetchError saying why not. */
export async function fetchImageBytes(address: string, options: ImageFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS);
  const maxRedirects = options.maxRedirects ?? IMAGE_FETCH_MAX_REDIRECTS;
  let url = imageAddress(address);
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await get(url, options, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw new ImageFetchError(IMAGE_FETCH_MESSAGES.tooManyRedirects);
        url = imageAddress(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new ImageFetchError(IMAGE_FETCH_MESSAGES.status(status));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        throw new ImageFetchError(IMAGE_FETCH_MESSAGES.tooLarge(options.maxBytes));
      }
      return await readCapped(response, options.maxBytes);
    }
  } catch (error) {
    throw toFetchError(error, signal);
  }
}
