/**
 * What the domain tests ask of the api, as a store's owner: its domains listed, added, removed and
 * verified, a host resolved to its store, and the TXT value that proves a name for the store.
 */
import { demo, type TestApp } from './build-app';

/** The platform's addresses here: documentation ranges, so only the local DNS server names them. */
export const PLATFORM_V4 = '203.0.113.10';
export const PLATFORM_V6 = '2001:db8::10';

export type Listed = {
  domain: string;
  primary: boolean;
  verifiedAt: string | null;
  txtRecord: { name: string; value: string };
};

type Headers = Record<string, string>;
type DomainOwners = { t: TestApp; owner: Headers; northOwner: Headers };

/** The calls on the api and owners `current` answers once they are signed in. */
export function domainCalls(current: () => DomainOwners) {
  const north = { 'x-tenant-id': 'north' };
  const asDemo = () => ({ ...demo, ...current().owner });
  const asNorth = () => ({ ...north, ...current().northOwner });
  const app = () => current().t.app;
  const list = (headers: Headers = asDemo()) => app().inject({ url: '/api/admin/domains', headers });
  const add = (domain: unknown, headers: Headers = asDemo()) =>
    app().inject({ method: 'POST', url: '/api/admin/domains', headers, payload: { domain } });
  const remove = (domain: string, headers: Headers = asDemo()) =>
    app().inject({ method: 'DELETE', url: `/api/admin/domains/${encodeURIComponent(domain)}`, headers });
  const verify = (domain: string, headers: Headers = asDemo()) =>
    app().inject({ method: 'POST', url: `/api/admin/domains/${encodeURIComponent(domain)}/verify`, headers });
  const listed = async (headers: Headers = asDemo()) => (await list(headers)).json().domains as Listed[];
  const names = async (headers: Headers = asDemo()) => (await listed(headers)).map((d) => d.domain);
  const entry = async (domain: string, headers: Headers = asDemo()) =>
    (await listed(headers)).find((d) => d.domain === domain);
  const resolve = (host: string) => app().inject({ url: `/api/tenants/resolve?host=${host}`, headers: demo });
  const resolvesTo = async (host: string) => (await resolve(host)).json().tenantId;
  /** The TXT value a store's owner is told to publish. */
  const tokenOf = async (headers: Headers = asDemo()) => (await listed(headers))[0].txtRecord.value;
  return { asDemo, asNorth, list, add, remove, verify, listed, names, entry, resolve, resolvesTo, tokenOf };
}
