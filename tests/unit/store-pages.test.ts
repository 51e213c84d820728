/**
 * Every page under app/[tenant] is a page of the shop to the route table: no redirect can take its
 * path, and the proxy never asks the api where it went. A new page the table misses fails here.
 */
import { readdirSync, statSync } from 'fs';
import path from 'path';
import { POLICY_KINDS } from '@/lib/constants/policies';
import { isStorePage } from '@/lib/routing';

/** A sample value for a dynamic segment; a policy's kind must be one the shop has. */
const sample = (segment: string) => (segment === '[kind]' ? POLICY_KINDS[0] : 'x');

/** The app folder's page paths, route groups left out and catch-alls skipped. */
function pagePaths(dir: string, segments: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name.startsWith('[...') || name.startsWith('[[...')) return [];
      return pagePaths(full, name.startsWith('(') ? segments : [...segments, name]);
    }
    if (!/^page\.[jt]sx?$/.test(name)) return [];
    return [`/${segments.map((segment) => (segment.startsWith('[') ? sample(segment) : segment)).join('/')}`];
  });
}

describe('the route table knows every page of the shop', () => {
  const pages = pagePaths(path.join(process.cwd(), 'app', '[tenant]'));

  it('finds the pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/shop', '/newsletter/confirm', '/coming-soon']));
  });

  it.each(pages)('%s is a page of the shop', (page) => {
    expect(isStorePage(page)).toBe(true);
  });
});
