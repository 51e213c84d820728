/**
 * A policy page's text, read as a small part of Markdown: `#` and `##` headings, `-` or `*` list
 * items, paragraphs split by a blank line (a single line break kept), `**bold**` and
 * `[words](https://…)` links. The result is plain data that the page renders as React elements,
 * so whatever the text holds (a `<script>` tag included) is shown as text, never run as markup.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 2 | 3; content: Inline[] }
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; items: Inline[][] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const LIST_ITEM = /^[-*]\s+(.*)$/;
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A link the page may carry: the web, mail, a phone, or a path of the store; anything else is text. */
export function safeHref(href: string): string | null {
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return null;
}

export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const previous = parts.at(-1);
    if (previous?.type === 'text') previous.text += text;
    else parts.push({ type: 'text', text });
  };
  for (const match of line.matchAll(INLINE)) {
    push(line.slice(last, match.index));
    const [whole, strong, words, href] = match;
    if (strong !== undefined) parts.push({ type: 'strong', text: strong });
    else {
      const safe = safeHref(href!);
      if (safe) parts.push({ type: 'link', text: words!, href: safe });
      else push(whole);
    }
    last = match.index + whole.length;
  }
  push(line.slice(last));
  return parts;
}

/** The page's blocks, in order. */
export function parsePolicyText(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', lines: paragraph.map(parseInline) });
    if (list.length) blocks.push({ type: 'list', items: list.map(parseInline) });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: heading[1]!.length === 1 ? 2 : 3,
        content: parseInline(heading[2]!),
      });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (paragraph.length) flush();
      list.push(item[1]!);
      continue;
    }
    if (list.length) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
