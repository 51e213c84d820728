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

export function encodeCursor(cursor: CatalogCursor): string {
  const json = JSON.stringify({ o: cursor.sortOrder, n: cursor.name, i: cursor.id });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** The cursor a page answered, or null when the text is not one. */
export function decodeCursor(text: string): CatalogCursor | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? { sortOrder: parsed.data.o, name: parsed.data.n, id: parsed.data.i } : null;
  } catch {
    return null;
  }
}
