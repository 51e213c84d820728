/**
 * The papers' pure parts: numbers as printed, tax by rate, a refund's tax split over the
 * invoice's rates, the confirmation mail's text with tax, and the paper laid out with tax.
 */
import { orderConfirmationEmail } from '@/server/src/adapters/email-templates/order-confirmation';
import { splitTaxByRate, taxesOfCalculation } from '@/server/src/services/documents/issue';
import { paperOf } from '@/server/src/services/documents/paper';
import { paperHtml } from '@/server/src/services/documents/render';
import type { TaxDocumentRow } from '@/server/src/repositories/tax-documents';
import {
  documentNumberOf,
  ratePercentText,
  sumTaxByRate,
  type TaxDocumentDetails,
} from '@/lib/tax/documents';

const seller = {
  name: 'North Star Fibre',
  address: ['1 Front St', 'Fairbanks, AK 99701'],
  email: 'hi@north.test',
  phone: '907-555-0100',
};

it('prints numbers with the kind’s prefix, six digits at least', () => {
  expect(documentNumberOf('invoice', 42)).toBe('INV-000042');
  expect(documentNumberOf('credit_note', 3)).toBe('CN-000003');
  expect(documentNumberOf('invoice', 1_234_567)).toBe('INV-1234567');
  expect(ratePercentText(19_000)).toBe('19%');
  expect(ratePercentText(4_225)).toBe('4.225%');
});

it('sums tax per jurisdiction and rate, in the order each first appears', () => {
  expect(
    sumTaxByRate([
      { jurisdiction: 'US-AK-LOCAL', rate: 6000, amountCents: 120 },
      { jurisdiction: 'DE', rate: 19000, amountCents: 5 },
      { jurisdiction: 'US-AK-LOCAL', rate: 6000, amountCents: 30 },
    ]),
  ).toEqual([
    { jurisdiction: 'US-AK-LOCAL', rate: 6000, amountCents: 150 },
    { jurisdiction: 'DE', rate: 19000, amountCents: 5 },
  ]);
});

it('reads tax by rate from a stored calculation, and none from nothing', () => {
  const component = (amountCents: number) => ({ jurisdiction: 'US-WA', rate: 6500, amountCents });
  const calculation = {
    lines: [{ components: [component(65)] }, { components: [component(13)] }],
    shipping: { components: [component(7)] },
    serviceFee: null,
  };
  expect(taxesOfCalculation(calculation)).toEqual([{ jurisdiction: 'US-WA', rate: 6500, amountCents: 85 }]);
  expect(taxesOfCalculation(null)).toEqual([]);
  expect(taxesOfCalculation({ lines: 'nope' })).toEqual([]);
});

it('splits a refund’s tax over the invoice’s rates, every cent placed', () => {
  const taxes = [
    { jurisdiction: 'US-AK', rate: 0, amountCents: 0 },
    { jurisdiction: 'US-AK-LOCAL', rate: 6000, amountCents: 200 },
    { jurisdiction: 'X', rate: 1000, amountCents: 100 },
  ];
  const split = splitTaxByRate(10, taxes);
  expect(split.reduce((sum, tax) => sum + tax.amountCents, 0)).toBe(10);
  expect(split).toEqual([
    { jurisdiction: 'US-AK-LOCAL', rate: 6000, amountCents: 7 },
    { jurisdiction: 'X', rate: 1000, amountCents: 3 },
  ]);
  expect(splitTaxByRate(0, taxes)).toEqual([]);
  expect(splitTaxByRate(5, [])).toEqual([]);
});

it('writes the confirmation with every piece, the totals, tax by rate, the seller and the links', () => {
  const { subject, text } = orderConfirmationEmail({
    orderId: 'SK-1',
    lines: [
      { name: 'Silver ring', size: 'Size 7', quantity: 1, priceCents: 6200 },
      { name: 'Mug', size: null, quantity: 2, priceCents: 2000 },
    ],
    subtotalCents: 10_200,
    discountCode: 'SPRING',
    discountCents: 1000,
    shippingCents: 500,
    serviceFeeCents: 200,
    taxes: [{ jurisdiction: 'US-AK-LOCAL', rate: 6000, amountCents: 552 }],
    pricesIncludeTax: false,
    totalCents: 10_452,
    delivery: 'Delivery: shipped\n',
    pickup: false,
    seller,
    links: {
      invoice: 'https://north.test/api/orders/1/invoice/html?token=t',
      terms: 'https://north.test/terms',
      returns: 'https://north.test/returns',
    },
  });
  expect(subject).toBe('Your order SK-1 is confirmed');
  for (const line of [
    '1 × Silver ring (size Size 7): $62.00',
    '2 × Mug at $20.00 each: $40.00',
    'Subtotal: $102.00',
    'Discount (SPRING): −$10.00',
    'Shipping: $5.00',
    'Service fee: $2.00',
    'Tax US-AK-LOCAL 6%: $5.52',
    'Total paid: $104.52',
    'Your invoice: https://north.test/api/orders/1/invoice/html?token=t',
    'Sold by\nNorth Star Fibre\n1 Front St\nFairbanks, AK 99701\nhi@north.test · 907-555-0100',
    'Terms of sale: https://north.test/terms',
    'Returns: https://north.test/returns',
  ])
    expect(text).toContain(line);
});

it('lays out an invoice with tax inside the prices, and escapes what it prints', () => {
  const details: TaxDocumentDetails = {
    orderNumber: 'SK-2',
    seller: { ...seller, name: 'Fibre <b>& Co</b>', taxNumbers: ['DE DE123456789'] },
    buyer: {
      name: 'Ada',
      email: 'ada@example.test',
      address: { address: 'sealed', city: 'Berlin', country: 'DE' },
    },
    currency: 'usd',
    pricesIncludeTax: true,
    lines: [{ name: 'Scarf', size: null, quantity: 1, unitPriceCents: 11_900, totalCents: 11_900 }],
    subtotalCents: 11_900,
    discountCents: 0,
    discountCode: null,
    shippingCents: 0,
    serviceFeeCents: 0,
    taxes: [{ jurisdiction: 'DE', rate: 19_000, amountCents: 1900 }],
    taxCents: 1900,
    totalCents: 11_900,
    taxNote: null,
  };
  const row = {
    kind: 'invoice',
    number: 7,
    issuedAt: new Date('2026-11-29T12:00:00Z'),
    details,
  } as TaxDocumentRow;
  const paper = paperOf(row, (sealed) => (sealed === 'sealed' ? 'Unter den Linden 1' : ''));
  expect(paper.number).toBe('INV-000007');
  expect(paper.buyer).toEqual(['Ada', 'Unter den Linden 1', 'Berlin', 'DE', 'ada@example.test']);
  expect(paper.totals).toContainEqual({ label: 'Includes tax DE 19%', amount: '$19.00' });
  expect(paper.notes).toContain('Prices include tax.');
  expect(paper.seller).toContain('Tax registration DE DE123456789');
  const html = paperHtml(paper);
  expect(html).toContain('Fibre &lt;b&gt;&amp; Co&lt;/b&gt;');
  expect(html).not.toContain('<b>');
  expect(html).not.toContain('<script');
});
