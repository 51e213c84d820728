/**
 * The papers a sale owes: an invoice for each paid order and a credit note for each refund, as
 * the api keeps them (tax_documents.details) and as the owner and the customer read them. Each
 * kind is numbered per store from 1; the number people see is the kind's prefix and the number
 * padded to six digits (INV-000042, CN-000003). Money is integer cents; rates are thousandths of
 * a percent (lib/tax/rates.ts).
 */
import { z } from 'zod';
import { TAX_DOCUMENT_KINDS, type TaxDocumentKind } from '../schemas/tax';
import { PERCENT } from './rates';

export const DOCUMENT_PREFIXES: Record<TaxDocumentKind, string> = { invoice: 'INV-', credit_note: 'CN-' };
export const DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
};
/** The formats a document is served in: HTML to print, PDF to download. */
export const DOCUMENT_FORMATS = ['html', 'pdf'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** A document's number as printed: `INV-000042`. */
export const documentNumberOf = (kind: TaxDocumentKind, number: number) =>
  `${DOCUMENT_PREFIXES[kind]}${String(number).padStart(6, '0')}`;

/** A rate in thousandths of a percent as people read it: 19000 → "19%", 4225 → "4.225%". */
export const ratePercentText = (rate: number) => `${Number((rate / PERCENT).toFixed(3))}%`;

/** Tax summed per jurisdiction and rate, in the order each first appears. */
export function sumTaxByRate(
  rows: { jurisdiction: string; rate: number; amountCents: number }[],
): TaxByRate[] {
  const sums = new Map<string, TaxByRate>();
  for (const { jurisdiction, rate, amountCents } of rows) {
    const key = `${jurisdiction}:${rate}`;
    const sum = sums.get(key) ?? { jurisdiction, rate, amountCents: 0 };
    sum.amountCents += amountCents;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

export type TaxByRate = { jurisdiction: string; rate: number; amountCents: number };

/** A postal address as printed, one line each; empty lines left out. */
export type PrintedAddress = string[];

/** What a paper keeps as it was issued: the seller, the buyer, the lines, the totals and tax by rate. */
export type TaxDocumentDetails = {
  /** The order's own id as the shopper knows it (`A1B2C3`). */
  orderNumber: string;
  seller: {
    name: string;
    address: PrintedAddress;
    email: string;
    phone: string;
    /** Its tax registration numbers where it gave them, each after its place: `DE DE123456789`. */
    taxNumbers?: string[];
  };
  /** The buyer; `address` holds the street line as the order keeps it (encrypted at rest). */
  buyer: { name: string; email: string; address: BuyerAddress | null };
  currency: string;
  pricesIncludeTax: boolean;
  lines: {
    name: string;
    /** The size (variant) bought, when the product had sizes. */
    size: string | null;
    /** The buyer's answers as one line ("Engraving: Ruth · Gift wrap: Yes"), when personalised. */
    answers?: string;
    quantity: number;
    unitPriceCents: number;
    /** Unit price × quantity, before the order's discount. */
    totalCents: number;
  }[];
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  serviceFeeCents: number;
  taxes: TaxByRate[];
  taxCents: number;
  totalCents: number;
  /** Why no tax was charged, when the engine said so (IOSS_OVER_LIMIT, …). */
  taxNote: string | null;
  /** The hash of the token the order's confirmation mail links to the invoice with. */
  linkTokenHash?: string;
  /** A credit note's invoice and refund. */
  invoiceNumber?: string | null;
  reason?: string;
};

export type BuyerAddress = {
  name?: string;
  address: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
};

/** One paper as the documents list answers it. */
export const taxDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** As printed: INV-000042. */
  number: z.string(),
  /** A credit note's invoice, as printed; null on an invoice. */
  invoiceNumber: z.string().nullable(),
  issuedAt: z.string(),
  /** In dollars, as every order answer. */
  total: z.number(),
  tax: z.number(),
  currency: z.string(),
});
export type TaxDocumentView = z.infer<typeof taxDocumentSchema>;

export const taxDocumentListSchema = z.object({
  invoiceNumber: z.string().nullable(),
  documents: z.array(taxDocumentSchema),
});
export type TaxDocumentList = z.infer<typeof taxDocumentListSchema>;

export const documentParamsSchema = z.object({
  id: z.uuid({ error: 'id must be an order id' }),
  documentId: z.uuid({ error: 'documentId must be a document id' }),
  format: z.enum(DOCUMENT_FORMATS, { error: 'format must be html or pdf' }),
});

/** The owner's paths to an order's papers (through the web's /api proxy). */
export const adminDocumentsPath = (orderId: string) => `/api/admin/orders/${orderId}/documents`;
export const adminDocumentPath = (orderId: string, documentId: string, format: DocumentFormat) =>
  `${adminDocumentsPath(orderId)}/${documentId}/${format}`;
/** The customer's paths to their own order's papers. */
export const customerDocumentsPath = (orderId: string) => `/api/orders/${orderId}/documents`;
export const customerDocumentPath = (orderId: string, documentId: string, format: DocumentFormat) =>
  `${customerDocumentsPath(orderId)}/${documentId}/${format}`;

/** The order's invoice by the link its confirmation mail carries (no sign-in: the token opens it). */
export const mailedInvoicePath = (orderId: string, token: string, format: DocumentFormat = 'html') =>
  `/api/orders/${orderId}/invoice/${format}?${new URLSearchParams({ token })}`;

export const mailedInvoiceParamsSchema = z.object({
  id: z.uuid({ error: 'id must be an order id' }),
  format: z.enum(DOCUMENT_FORMATS, { error: 'format must be html or pdf' }),
});
export const mailedInvoiceQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, { error: 'token is required' }).max(200),
});

/** The file name a downloaded paper gets: `INV-000042.pdf`. */
export const documentFileName = (number: string, format: DocumentFormat) => `${number}.${format}`;
