/**
 * The customer's confirmation of a paid order: every piece (size, quantity, price, answers), the discount,
 * shipping, service fee, tax by rate and total; the delivery; the seller's name, address and
 * contact; links to the invoice and to the store's terms and returns pages.
 */
import { formatPrice, toDollars } from '@/lib/money';
import { ratePercentText, type TaxByRate, type TaxDocumentDetails } from '@/lib/tax/documents';

export type ConfirmationFacts = {
  orderId: string;
  lines: {
    name: string;
    size: string | null;
    quantity: number;
    priceCents: number;
    /** The buyer's answers as one line of text (answersText), when the piece is personalised. */
    answers?: string | null;
  }[];
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  shippingCents: number;
  serviceFeeCents: number;
  taxes: TaxByRate[];
  pricesIncludeTax: boolean;
  totalCents: number;
  /** The delivery's lines, each ending in a newline (or nothing). */
  delivery: string;
  pickup: boolean;
  seller: TaxDocumentDetails['seller'];
  /** returnOrWithdraw: the order's own return page (its token), when the mail carries one. */
  links: { invoice: string; terms: string; returns: string; returnOrWithdraw?: string };
};

const money = (cents: number) => formatPrice(toDollars(cents));

function pieceLine(line: ConfirmationFacts['lines'][number]): string {
  const name = line.size ? `${line.name} (size ${line.size})` : line.name;
  const each = line.quantity > 1 ? ` at ${money(line.priceCents)} each` : '';
  const answers = line.answers ? `\n    ${line.answers}` : '';
  return `  ${line.quantity} × ${name}${each}: ${money(line.priceCents * line.quantity)}${answers}`;
}

function totalLines(facts: ConfirmationFacts): string[] {
  const lines = [`Subtotal: ${money(facts.subtotalCents)}`];
  if (facts.discountCents > 0)
    lines.push(
      `Discount${facts.discountCode ? ` (${facts.discountCode})` : ''}: −${money(facts.discountCents)}`,
    );
  lines.push(`Shipping: ${money(facts.shippingCents)}`);
  if (facts.serviceFeeCents > 0) lines.push(`Service fee: ${money(facts.serviceFeeCents)}`);
  for (const tax of facts.taxes)
    lines.push(
      `${facts.pricesIncludeTax ? 'Includes tax' : 'Tax'} ${tax.jurisdiction} ${ratePercentText(tax.rate)}: ${money(tax.amountCents)}`,
    );
  if (facts.taxes.length === 0) lines.push('Tax: none charged');
  lines.push(`Total paid: ${money(facts.totalCents)}`);
  return lines;
}

export function orderConfirmationEmail(facts: ConfirmationFacts) {
  const seller = [
    facts.seller.name,
    ...facts.seller.address,
    [facts.seller.email, facts.seller.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
  const text = [
    'Thank you for your order!',
    '',
    `Order ${facts.orderId}`,
    '',
    ...facts.lines.map(pieceLine),
    '',
    ...totalLines(facts),
    '',
    `${facts.delivery}We will let you know when it ${facts.pickup ? 'is ready for pickup' : 'ships'}.`,
    '',
    `Your invoice: ${facts.links.invoice}`,
    '',
    'Sold by',
    ...seller,
    '',
    `Terms of sale: ${facts.links.terms}`,
    `Returns: ${facts.links.returns}`,
    ...(facts.links.returnOrWithdraw ? [`Return or withdraw: ${facts.links.returnOrWithdraw}`] : []),
  ].join('\n');
  return { subject: `Your order ${facts.orderId} is confirmed`, text };
}
