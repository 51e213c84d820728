import { z } from 'zod';

/**
 * Where a catalog page ends: the last product's place in shop order (sort order, name, id). The
 * next page starts strictly after it, so products added or removed meanwhile shift nothing.
 * Opaque to callers: base64url of a small JSON record.
 */
export type CatalogCursor = { sortOrder: number; name: string; id: string };

const cursorSchema = z.object({
  o: z.number().int(),
  n: z.string().max(1000),
  i: z.string().min(1).max(200),
});

// btoa/atob rather than Buffer: the browser pages a backup with the same cursors.
function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

export function encodeCursor(cursor: CatalogCursor): string {
  return toBase64Url(JSON.stringify({ o: cursor.sortOrder, n: cursor.name, i: cursor.id }));
}

/** The cursor a page answered, or null when the text is not one. */
export function decodeCursor(text: string): CatalogCursor | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(fromBase64Url(text)));
    return parsed.success ? { sortOrder: parsed.data.o, name: parsed.data.n, id: parsed.data.i } : null;
  } catch {
    return null;
  }
}
