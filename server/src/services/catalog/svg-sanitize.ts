/**
 * SVG logos are markup a browser runs, so every upload goes through DOMPurify's SVG profile (on
 * jsdom) and then loses anything that could reach outside the file: scripts and event handlers
 * (DOMPurify), foreignObject, and every href or url() that is not a fragment of the file itself.
 */
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

// A url(...) whose target is not '#fragment'; fill="url(#g)" stays, url(http://…) goes.
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;
const HREF_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

/**
 * DOMPurify on a jsdom window, made on the first SVG upload: jsdom is some 600 modules, which every
 * api process would otherwise load at start for a rare upload.
 */
function getPurifier(): Promise<DOMPurify> {
  purifier ??= makePurifier();
  return purifier;
}

async function makePurifier(): Promise<DOMPurify> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const instance = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue.trim();
    if (HREF_ATTRIBUTES.has(data.attrName.toLowerCase()) && !value.startsWith('#')) data.keepAttr = false;
    if (EXTERNAL_URL.test(value) || /@import|expression\s*\(/i.test(value)) data.keepAttr = false;
  });
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (
      data.tagName === 'style' &&
      (EXTERNAL_URL.test(node.textContent ?? '') || /@import/i.test(node.textContent ?? ''))
    ) {
      node.parentNode?.removeChild(node);
    }
  });
  return instance;
}

/** The SVG with nothing active or external left; null when nothing of an SVG survives. */
export async function sanitizeSvg(markup: string): Promise<string | null> {
  const clean = (await getPurifier()).sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
    RETURN_TRUSTED_TYPE: false,
  });
  const svg = String(clean).trim();
  if (!/^<svg[\s>]/i.test(svg)) return null;
  // The HTML serializer writes &nbsp;, which XML does not know; the file is served as XML.
  const xml = svg.replace(/&nbsp;/g, '&#160;');
  return /^<svg[^>]*\sxmlns=/i.test(xml)
    ? xml
    : xml.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}
