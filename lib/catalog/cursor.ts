import { CATALOG_SORTS, type CatalogSort } from './sorts';

/**
 * Where a catalog page ends: the last product's place in shop order (sort order, name, id). The
 * next page starts strictly after it, so products added or removed meanwhile shift nothing.
 * Opaque to callers: base64url of a small JSON record.
 */
export type CatalogCursor = { sortOrder: number; name: string; id: string };

// Checked by hand rather than by a schema: the browser reads cursors too, and pages that only
// page a list load no validation library for it.
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isName = (value: unknown): value is string => typeof value === 'string' && value.length <= 1000;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= 200;

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
    const parsed: unknown = JSON.parse(fromBase64Url(text));
    if (!isFields(parsed) || !Number.isSafeInteger(parsed.o) || !isName(parsed.n) || !isId(parsed.i)) {
      return null;
    }
    return { sortOrder: parsed.o as number, name: parsed.n, id: parsed.i };
  } catch {
    return null;
  }
}

// The sorts live apart, so the shop's filter form reads them without the cursors' code.
export { CATALOG_SORTS, type CatalogSort };

/**
 * Where a page of a sorted list ends: the sort it belongs to, the last product's value in it
 * (its creation moment as the database writes it, its price in cents, or its name) and its id. A
 * cursor of one sort is refused by another, so no page is read in an order it was not cut for.
 */
export type SortedCursor = { sort: CatalogSort; key: string | number; id: string };

export function encodeSortedCursor(cursor: SortedCursor): string {
  return toBase64Url(JSON.stringify({ s: cursor.sort, k: cursor.key, i: cursor.id }));
}

/** The sorted-list cursor a page answered, or null when the text is not one. */
export function decodeSortedCursor(text: string): SortedCursor | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(text));
    if (!isFields(parsed)) return null;
    const { s: sort, k: key, i: id } = parsed;
    if (!(CATALOG_SORTS as readonly unknown[]).includes(sort) || !isId(id)) return null;
    if (!Number.isSafeInteger(key) && !isName(key)) return null;
    // Prices are cents; the other sorts' keys are text.
    if ((sort === 'price-asc' || sort === 'price-desc') !== (typeof key === 'number')) return null;
    return { sort: sort as CatalogSort, key: key as string | number, id };
  } catch {
    return null;
  }
}
