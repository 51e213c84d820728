/**
 * Who is on the other end of a connection to the web. The browser may send any X-Forwarded-*
 * header it likes; only a proxy listed in WEB_TRUSTED_PROXIES (none by default: the web faces
 * browsers) is believed. The web server rewrites the headers before Next sees the request, so
 * everything downstream (the BFF, sign-in, the api's rate limits) reads the real address.
 */
import { BlockList, isIP } from 'node:net';

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Addresses, CIDR ranges and the names loopback, linklocal, uniquelocal, comma-separated. */
export function trustedProxies(spec: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (spec ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (NAMED[entry]) {
      for (const [net, prefix, type] of NAMED[entry]) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`WEB_TRUSTED_PROXIES: "${entry}" is not an address or range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** `::ffff:1.2.3.4` is an IPv4 peer on a dual-stack socket. */
function plain(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4
    ? trimmed.slice(7)
    : trimmed;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type HeaderBag = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

/**
 * The client's address: the connection's own, or, from a trusted proxy, the nearest address in
 * X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(
  headers: HeaderBag,
  remoteAddress: string | undefined,
  trusted: BlockList,
): string {
  let client = plain(remoteAddress ?? '');
  if (!isTrusted(trusted, client)) return client;
  const hops = first(headers['x-forwarded-for'])
    .split(',')
    .map(plain)
    .filter((hop) => isIP(hop) !== 0);
  while (hops.length) {
    client = hops.pop()!;
    if (!isTrusted(trusted, client)) break;
  }
  return client;
}

/**
 * Rewrites a request's forwarding headers in place: X-Forwarded-For becomes the one client address,
 * and host and scheme claims survive only from a trusted proxy (Next fills them in otherwise).
 */
export function rewriteForwarded(
  headers: HeaderBag,
  remoteAddress: string | undefined,
  trusted: BlockList,
): void {
  const fromProxy = isTrusted(trusted, plain(remoteAddress ?? ''));
  const client = clientAddress(headers, remoteAddress, trusted);
  for (const name of ['forwarded', 'x-real-ip', 'x-client-ip']) delete headers[name];
  if (!fromProxy)
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete headers[name];
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
}
