/**
 * A product description written as HTML (Shopify's `Body (HTML)`, Etsy's description) kept to a
 * safe set of formatting: paragraphs, line breaks, emphasis, lists, headings, quotes and links to
 * http(s) or mail addresses. Scripts, styles, event handlers and every other attribute are dropped.
 * It is sanitised when it comes in and again when it goes out to a shop page.
 */
import sanitizeHtml from 'sanitize-html';
import { isHtmlDescription } from '@/lib/product-description';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the shop without telling the page they came from.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
};

/** HTML kept to the safe subset; plain text (no tag) is left exactly as it is. */
export function sanitizeDescription(description: string): string {
  return isHtmlDescription(description) ? sanitizeHtml(description, OPTIONS).trim() : description;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Plain text as it reads, for a store that keeps it as HTML: text that happens to look like a tag
 * ("a <b> link") is written as text, each blank-line-separated block a paragraph, each line break kept.
 */
export function plainTextAsHtml(text: string): string {
  if (!isHtmlDescription(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/[&<>"']/g, (char) => ESCAPES[char]).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The HTML a shop page may render for a description, or null when it is plain text. */
export function descriptionHtmlOf(description: string): string | null {
  return isHtmlDescription(description) ? sanitizeHtml(description, OPTIONS) : null;
}
