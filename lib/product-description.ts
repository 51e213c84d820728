/**
 * A product's description is plain text (the product form's, paragraphs split by blank lines) or
 * HTML (a file brought from Shopify or Etsy, kept sanitised). These read which it is without a
 * parser, so the storefront's bundle stays small.
 */
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

/** Whether a description is HTML: it holds at least one tag. */
export function isHtmlDescription(description: string): boolean {
  return TAG.test(description);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A description as text (a card, a meta description): tags gone, blocks apart, entities read. */
export function descriptionText(description: string): string {
  if (!isHtmlDescription(description)) return description;
  return description
    .replace(/<(?:br|\/p|\/li|\/h[1-6]|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
