/**
 * Issuing the papers a sale owes, inside the transaction that makes the sale or the refund: an
 * invoice when an order is paid (checkout, a backorder paid by card or marked Paid by the owner)
 * and a credit note naming that invoice for each refund. Each takes the store's next number of
 * its kind there (repositories/tax-documents.ts), so a rolled-back order or refund gives its
 * number back and a committed one always has its paper.
 *
 * `details` keeps the paper as issued. The seller is the store as its settings name it: the store's
 * name (its legal name), the business address, email and phone. The buyer's street line stays as
 * the order keeps it, encrypted; it is opened only to render the paper.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TaxDocumentDetails, TaxByRate } from '@/lib/tax/documents';
import { documentNumberOf, sumTaxByRate } from '@/lib/tax/documents';
import { answersText, isPersonalised } from '@/lib/personalisation';
import type { ShippingAddressJson } from '@server/db/schema';
import type { OrderRefundRow } from '@server/repositories/order-refunds';
import { findOrderItems, type OrderItemRow, type OrderRow } from '@server/repositories/orders';
import {
  findInvoiceOfOrder,
  findOrderTaxLines,
  findSellerFacts,
  insertNumberedDocument,
  type TaxDocumentRow,
} from '@server/repositories/tax-documents';
import type { Tx } from '@server/repositories/stores';

type Seller = TaxDocumentDetails['seller'];
type InvoiceItem = Pick<OrderItemRow, 'name' | 'variantName' | 'priceCents' | 'quantity'> &
  Partial<Pick<OrderItemRow, 'personalisation'>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The store as its settings name it: name, business address, email and phone. */
export async function sellerOf(tx: Tx, tenantId: string): Promise<Seller> {
  const facts = await findSellerFacts(tx, tenantId);
  const info = (facts?.businessInfo ?? {}) as Record<string, unknown>;
  const address = (info.address ?? {}) as Record<string, unknown>;
  const cityLine = [
    text(address.city),
    [text(address.state), text(address.zipCode)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  // Its tax registration numbers (a VAT number, a sales-tax permit), where the owner gave them.
  const taxNumbers = (facts?.registrations ?? []).flatMap((registration) =>
    registration.number
      ? [`${[registration.country, registration.region].filter(Boolean).join('-')} ${registration.number}`]
      : [],
  );
  return {
    name: facts?.storeName || facts?.tenantName || tenantId,
    address: [text(address.street), cityLine, text(address.country)].filter(Boolean),
    email: text(info.email),
    phone: text(info.phoneNumber),
    ...(taxNumbers.length ? { taxNumbers } : {}),
  };
}

function buyerOf(order: OrderRow): TaxDocumentDetails['buyer'] {
  const info = (order.customerInfo ?? {}) as Record<string, string>;
  const shipTo = order.shippingAddress as ShippingAddressJson | null;
  return {
    name: text(info.name) || text(shipTo?.name),
    email: order.customerEmail,
    address: shipTo?.address ? { ...shipTo } : null,
  };
}

/**
 * A token for the invoice link of an order's confirmation mail: whoever holds the mail opens that
 * one invoice, a guest included, without signing in. The invoice keeps only its hash.
 */
export const newInvoiceLinkToken = () => randomBytes(24).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** The hash a mailed link's token is kept as (the invoice's, and the order's for its returns). */
export const linkTokenHash = (token: string) => hashOf(token).toString('base64url');

/** Whether `token` is the one whose hash the invoice keeps. */
export function linkTokenMatches(hash: string | undefined, token: string): boolean {
  if (!hash) return false;
  const kept = Buffer.from(hash, 'base64url');
  const given = hashOf(token);
  return kept.length === given.length && timingSafeEqual(kept, given);
}

/**
 * Writes the invoice of an order just paid, in the transaction that made it Paid (after its tax
 * lines are written). `items`: the order's pieces when the caller holds them, else they are read.
 */
export async function issueInvoice(
  tx: Tx,
  order: OrderRow,
  options: { items?: InvoiceItem[]; linkToken?: string } = {},
): Promise<TaxDocumentRow> {
  const { items, linkToken } = options;
  const pieces = items ?? (await findOrderItems(tx, order.tenantId, order.id));
  const [seller, taxLines] = [
    await sellerOf(tx, order.tenantId),
    await findOrderTaxLines(tx, order.tenantId, order.id),
  ];
  const taxes = sumTaxByRate(taxLines);
  const details: TaxDocumentDetails = {
    orderNumber: order.orderId,
    seller,
    buyer: buyerOf(order),
    currency: order.currency,
    pricesIncludeTax: order.pricesIncludeTax,
    lines: pieces.map((item) => ({
      name: item.name,
      size: item.variantName ?? null,
      ...(isPersonalised(item.personalisation) ? { answers: answersText(item.personalisation) } : {}),
      quantity: item.quantity,
      unitPriceCents: item.priceCents,
      totalCents: item.priceCents * item.quantity,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    shippingCents: order.shippingCents,
    serviceFeeCents: order.serviceFeeCents,
    taxes,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    taxNote: order.taxNote,
    ...(linkToken ? { linkTokenHash: linkTokenHash(linkToken) } : {}),
  };
  return insertNumberedDocument(tx, {
    tenantId: order.tenantId,
    orderId: order.id,
    kind: 'invoice',
    refundId: null,
    totalCents: order.totalCents,
    taxCents: order.taxCents,
    currency: order.currency,
    details,
  });
}

/**
 * The tax a refund gives back, split over the invoice's rates in proportion to what each charged
 * (the largest remainders take the odd cents), so the credit note shows tax by rate as the invoice.
 */
export function splitTaxByRate(taxCents: number, invoiceTaxes: TaxByRate[]): TaxByRate[] {
  const charged = invoiceTaxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  if (taxCents <= 0 || charged <= 0) return [];
  const shares = invoiceTaxes.map((tax) => {
    const exact = (taxCents * tax.amountCents) / charged;
    return { tax, cents: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = taxCents - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares
    .filter((share) => share.cents > 0)
    .map(({ tax, cents }) => ({ jurisdiction: tax.jurisdiction, rate: tax.rate, amountCents: cents }));
}

/**
 * Writes the credit note of a refund just recorded, naming the order's invoice, in the refund's
 * transaction. An order paid before Sitka issued invoices has none to correct: no credit note.
 */
export async function issueCreditNote(
  tx: Tx,
  order: OrderRow,
  refund: Pick<OrderRefundRow, 'id' | 'amountCents' | 'taxCents' | 'reason'>,
): Promise<TaxDocumentRow | null> {
  const invoice = await findInvoiceOfOrder(tx, order.tenantId, order.id);
  if (!invoice) return null;
  const issued = invoice.details;
  const inclusive = issued.pricesIncludeTax;
  const net = inclusive ? refund.amountCents : refund.amountCents - refund.taxCents;
  const details: TaxDocumentDetails = {
    orderNumber: issued.orderNumber,
    seller: issued.seller,
    buyer: issued.buyer,
    currency: invoice.currency,
    pricesIncludeTax: inclusive,
    lines: [
      {
        name: refund.reason ? `Refund: ${refund.reason}` : `Refund of order ${issued.orderNumber}`,
        size: null,
        quantity: 1,
        unitPriceCents: net,
        totalCents: net,
      },
    ],
    subtotalCents: net,
    discountCents: 0,
    discountCode: null,
    shippingCents: 0,
    serviceFeeCents: 0,
    taxes: splitTaxByRate(refund.taxCents, issued.taxes),
    taxCents: refund.taxCents,
    totalCents: refund.amountCents,
    taxNote: null,
    invoiceNumber: documentNumberOf('invoice', invoice.number),
    reason: refund.reason ?? '',
  };
  return insertNumberedDocument(tx, {
    tenantId: order.tenantId,
    orderId: order.id,
    kind: 'credit_note',
    refundId: refund.id,
    totalCents: refund.amountCents,
    taxCents: refund.taxCents,
    currency: invoice.currency,
    details,
  });
}

type StoredComponent = { jurisdiction?: unknown; rate?: unknown; amountCents?: unknown };
type StoredLine = { components?: StoredComponent[] } | null | undefined;

/**
 * Tax by rate from a payment's stored calculation (payments.tax, the engine's answer as charged),
 * for what is written before the order's tax lines exist (its confirmation mail); none when the
 * payment carries none.
 */
export function taxesOfCalculation(value: unknown): TaxByRate[] {
  if (!value || typeof value !== 'object') return [];
  const calculation = value as { lines?: StoredLine[]; shipping?: StoredLine; serviceFee?: StoredLine };
  const taxed = [
    ...(Array.isArray(calculation.lines) ? calculation.lines : []),
    calculation.shipping,
    calculation.serviceFee,
  ];
  return sumTaxByRate(
    taxed.flatMap((line) =>
      (Array.isArray(line?.components) ? line.components : []).flatMap((component) =>
        typeof component.jurisdiction === 'string' &&
        typeof component.rate === 'number' &&
        typeof component.amountCents === 'number'
          ? [
              {
                jurisdiction: component.jurisdiction,
                rate: component.rate,
                amountCents: component.amountCents,
              },
            ]
          : [],
      ),
    ),
  );
}
