/**
 * An invoice or credit note laid out once for both renderings (HTML to print, PDF to download):
 * its title and number, the seller and the buyer, the lines and the totals with tax by rate.
 */
import { formatPrice, toDollars } from '@/lib/money';
import {
  DOCUMENT_TITLES,
  documentNumberOf,
  ratePercentText,
  type TaxDocumentDetails,
} from '@/lib/tax/documents';
import type { TaxDocumentRow } from '@server/repositories/tax-documents';

export type Paper = {
  title: string;
  number: string;
  issued: string;
  orderNumber: string;
  /** A credit note's invoice. */
  invoiceNumber: string | null;
  seller: string[];
  buyer: string[];
  lines: { description: string; quantity: string; unitPrice: string; total: string }[];
  totals: { label: string; amount: string; strong?: boolean }[];
  notes: string[];
};

const money = (cents: number) => formatPrice(toDollars(cents));

const NO_TAX_NOTES: Record<string, string> = {
  NOT_REGISTERED: 'No tax charged.',
  DESTINATION_NOT_REGISTERED: 'No tax charged: the store does not collect tax where this order went.',
  IOSS_OVER_LIMIT: 'No VAT charged: above the EU import limit, VAT is paid on import.',
};

/** The buyer's address as printed; the street line opened by `open` (it is kept encrypted). */
function buyerLines(buyer: TaxDocumentDetails['buyer'], open: (sealed: string) => string): string[] {
  const address = buyer.address;
  const street = address?.address ? open(address.address) : '';
  const cityLine = address
    ? [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return [
    buyer.name,
    street,
    address?.addressLine2 ?? '',
    cityLine,
    address?.country ?? '',
    buyer.email,
  ].filter((line): line is string => Boolean(line && line.trim()));
}

export function paperOf(row: TaxDocumentRow, open: (sealed: string) => string): Paper {
  const details = row.details;
  const credit = row.kind === 'credit_note';
  const inclusive = details.pricesIncludeTax;
  const totals: Paper['totals'] = [
    { label: credit ? 'Refunded' : 'Subtotal', amount: money(details.subtotalCents) },
  ];
  if (details.discountCents > 0)
    totals.push({
      label: details.discountCode ? `Discount (${details.discountCode})` : 'Discount',
      amount: `−${money(details.discountCents)}`,
    });
  if (details.shippingCents > 0) totals.push({ label: 'Shipping', amount: money(details.shippingCents) });
  if (details.serviceFeeCents > 0)
    totals.push({ label: 'Service fee', amount: money(details.serviceFeeCents) });
  for (const tax of details.taxes)
    totals.push({
      label: `${inclusive ? 'Includes tax' : 'Tax'} ${tax.jurisdiction} ${ratePercentText(tax.rate)}`,
      amount: money(tax.amountCents),
    });
  if (details.taxes.length === 0 && details.taxCents > 0)
    totals.push({ label: inclusive ? 'Includes tax' : 'Tax', amount: money(details.taxCents) });
  totals.push({
    label: credit ? 'Total credited' : 'Total',
    amount: money(details.totalCents),
    strong: true,
  });
  const notes: string[] = [];
  if (inclusive) notes.push('Prices include tax.');
  if (details.taxCents === 0 && !credit) notes.push(NO_TAX_NOTES[details.taxNote ?? ''] ?? 'No tax charged.');
  if (credit && details.invoiceNumber)
    notes.push(`This credit note corrects invoice ${details.invoiceNumber}.`);
  return {
    title: DOCUMENT_TITLES[row.kind],
    number: documentNumberOf(row.kind, row.number),
    issued: row.issuedAt.toISOString().slice(0, 10),
    orderNumber: details.orderNumber,
    invoiceNumber: details.invoiceNumber ?? null,
    seller: [
      details.seller.name,
      ...details.seller.address,
      details.seller.email,
      details.seller.phone,
      ...(details.seller.taxNumbers ?? []).map((number) => `Tax registration ${number}`),
    ].filter(Boolean),
    buyer: buyerLines(details.buyer, open),
    lines: details.lines.map((line) => ({
      description: [line.size ? `${line.name} — ${line.size}` : line.name, line.answers]
        .filter(Boolean)
        .join(' · '),
      quantity: String(line.quantity),
      unitPrice: money(line.unitPriceCents),
      total: money(line.totalCents),
    })),
    totals,
    notes,
  };
}
