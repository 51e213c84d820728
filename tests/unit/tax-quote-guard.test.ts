import { taxQuoteResultSchema } from '@/lib/schemas/checkout';
import { taxQuoteOf } from '@/lib/tax/tax-quote-guard';

const quote = {
  taxCents: 372,
  taxLines: [
    { jurisdiction: 'US-AK-LOCAL', rate: 6, amount: 300 },
    { jurisdiction: 'US-WA', rate: 6.5, amount: 72 },
  ],
  pricesIncludeTax: false,
  taxNote: null,
};

describe('the tax quote checked by hand, as its schema checks it', () => {
  const cases: [string, unknown][] = [
    ['a quote', quote],
    ['one with unknown keys', { ...quote, extra: 1, taxLines: [{ ...quote.taxLines[0], more: true }] }],
    [
      'no tax, with its reason',
      { taxCents: 0, taxLines: [], pricesIncludeTax: true, taxNote: 'IOSS_OVER_LIMIT' },
    ],
    ['a fractional tax', { ...quote, taxCents: 3.5 }],
    ['a line without its amount', { ...quote, taxLines: [{ jurisdiction: 'DE', rate: 19 }] }],
    ['a line whose rate is text', { ...quote, taxLines: [{ jurisdiction: 'DE', rate: '19', amount: 1 }] }],
    ['no lines', { ...quote, taxLines: undefined }],
    ['a note that is a number', { ...quote, taxNote: 3 }],
    ['prices that include tax as text', { ...quote, pricesIncludeTax: 'yes' }],
    ['null', null],
    ['a list', [quote]],
  ];

  it.each(cases)('answers %s as the schema does', (_name, value) => {
    const parsed = taxQuoteResultSchema.safeParse(value);
    expect(taxQuoteOf(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
