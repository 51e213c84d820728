/**
 * Spreadsheet formula injection (OWASP's CSV injection): a cell starting with `=`, `+`, `-`, `@`,
 * a tab or a carriage return (or their full-width forms) is read as a formula by Excel, Sheets
 * and Numbers. An export writes such a cell after a `'`, which spreadsheets show as text; a cell
 * already starting with `'` gets one more, so reading the file back (one `'` taken off) gives
 * every cell exactly as it was.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const ESCAPED = /^'(?=['=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

/** A text cell as an export writes it: `'` before a formula's first character (or a `'`). */
export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) || value.startsWith("'") ? `'${value}` : value;
}

/** A text cell as an import reads it: the `'` an export put before a formula character taken off. */
export function unescapeCsvCell(value: string): string {
  return value.replace(ESCAPED, '');
}
