/**
 * A product's description is plain text (the product form's, paragraphs split by blank lines) or
 * HTML (a file brought from Shopify or Etsy, kept sanitised). These read which it is without a
 * parser, so the storefront's bundle stays small.
 */
/**
 * An HTML element's tag: a name HTML has (so "Sizes <M> to <XL>" stays text), including those
 * the sanitiser drops (a script, a frame), so that they are never shown as text either.
 */
const TAG =
  /<\/?(?:a|b|i|u|s|p|br|hr|h[1-6]|em|strong|small|sub|sup|span|div|font|center|ul|ol|li|dl|dt|dd|blockquote|pre|code|img|picture|figure|figcaption|table|thead|tbody|tfoot|tr|td|th|section|article|header|footer|main|nav|aside|script|style|iframe|object|embed|svg|form|input|button|textarea|select|label|link|meta|video|audio|source)(?:\s[^<>]*)?\/?>/i;

/** Whether a description is HTML: it holds at least one of HTML's tags. */
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
