/** Catalog CSV cells: nothing a spreadsheet would run as a formula, and a lossless way back. */
import { escapeCsvCell, unescapeCsvCell } from '@/lib/csv-cells';

describe('CSV cells', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '＝1'])(
    'escapes %j with a leading quote',
    (cell) => {
      expect(escapeCsvCell(cell)).toBe(`'${cell}`);
      expect(unescapeCsvCell(escapeCsvCell(cell))).toBe(cell);
    },
  );

  it('reads back every cell as it was, quotes included, and leaves plain text alone', () => {
    for (const cell of ["'=already", "'plain", "''", 'Silver ring', '', "it's", '45.00'])
      expect(unescapeCsvCell(escapeCsvCell(cell))).toBe(cell);
    expect(escapeCsvCell('Silver ring')).toBe('Silver ring');
    // A quote someone typed before ordinary text stays.
    expect(unescapeCsvCell("'plain")).toBe("'plain");
  });
});
