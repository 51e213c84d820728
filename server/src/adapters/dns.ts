/**
 * DNS answers for domain verification, asked of the configured servers (DNS_SERVERS) or the
 * system's resolvers. A name that does not resolve, a server that fails and an answer that comes
 * too late all read as "no records": verification then says what to fix, never why DNS failed.
 */
import { Resolver } from 'node:dns/promises';

export type Dns = {
  /** The A and AAAA addresses of a name; empty when it has none. */
  addresses(name: string): Promise<string[]>;
  /** The TXT records of a name, each record's strings joined; empty when it has none. */
  txt(name: string): Promise<string[]>;
};

export function createDns(options: { servers: string[]; timeoutMs: number }): Dns {
  // One try per server within the timeout, so a Verify press answers in seconds.
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 1 });
  if (options.servers.length) resolver.setServers(options.servers);
  const orNothing = <T>(lookup: Promise<T[]>): Promise<T[]> => lookup.catch(() => []);
  return {
    async addresses(name) {
      const [v4, v6] = await Promise.all([
        orNothing(resolver.resolve4(name)),
        orNothing(resolver.resolve6(name)),
      ]);
      return [...v4, ...v6];
    },
    async txt(name) {
      return (await orNothing(resolver.resolveTxt(name))).map((chunks) => chunks.join(''));
    },
  };
}

/** DNS_SERVERS as the resolver takes it. */
export function dnsServers(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
