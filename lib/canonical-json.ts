/**
 * JSON with its object keys sorted: PostgreSQL's jsonb does not keep key order, and a form builds
 * its objects in its own order, so two values are compared through this.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two JSON values hold the same data, whatever the order of their keys. */
export const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
