/** Names made into address segments, without zod, so the shop's own pages can use it. */

/**
 * The slug a name suggests: "Custom Pieces" → "custom-pieces" (a category's slug, a product's
 * handle): lower-case letters and digits joined by single hyphens, at most `max` characters.
 */
export function slugify(name: string, max = 60): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
