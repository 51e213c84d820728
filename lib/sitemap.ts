/**
 * The sitemap protocol's two documents (sitemaps.org): a URL set, and an index of URL sets for a
 * store whose products pass one part (SITEMAP_PART_URLS). Pure, so the parts can be tested small.
 */
import { POLICY_KINDS, POLICY_PATHS } from './constants/policies';
import { productPath } from './product-address';

export type SitemapUrl = { loc: string; lastmod?: string; changefreq?: string; priority?: number };

/** The store's own pages, listed at the top of the sitemap (its first part): its policy pages last. */
export const SITEMAP_PAGES = [
  '/',
  '/shop',
  '/gallery',
  '/events',
  '/about',
  ...POLICY_KINDS.map((kind) => POLICY_PATHS[kind]),
] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
    if (url.priority !== undefined) parts.push(`<priority>${url.priority}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** How many parts `total` products take at `partSize` a part (at least one: the pages). */
export const sitemapParts = (total: number, partSize: number) => Math.max(1, Math.ceil(total / partSize));

/** The address of part `part` of a store's sitemap. */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** The URLs of one part: the store's pages first (part 0 only), then its products. */
export function partUrls(
  origin: string,
  part: number,
  products: { id: string; handle?: string | null; updatedAt: string }[],
): SitemapUrl[] {
  const pages: SitemapUrl[] =
    part === 0
      ? SITEMAP_PAGES.map((path) => ({
          loc: `${origin}${path}`,
          changefreq: 'weekly',
          priority: path === '/' ? 1 : 0.8,
        }))
      : [];
  return [
    ...pages,
    ...products.map((product) => ({
      loc: `${origin}${productPath(product)}`,
      lastmod: product.updatedAt,
      changefreq: 'daily',
      priority: 0.6,
    })),
  ];
}
