/**
 * SQL for invoices and credit notes (tax_documents) and their per-store numbers
 * (tax_document_counters). Every query names the tenant.
 *
 * A number is taken by an upsert of the store's counter row in the transaction that writes the
 * document: the row stays locked until that transaction ends, so two orders of a store at once
 * take consecutive numbers one after the other, and a transaction rolled back gives its number
 * back (the counter's change rolls back with it). A committed document always has its number and
 * no number is ever given twice.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TaxDocumentKind } from '@/lib/schemas/tax';
import type { TaxDocumentDetails } from '@/lib/tax/documents';
import type { Database } from '../db/client';
import {
  orderTaxLines,
  orders,
  stores,
  storeTaxSettings,
  taxDocumentCounters,
  taxDocuments,
  tenants,
} from '../db/schema';
import type { Tx } from './stores';

export type TaxDocumentRow = Omit<typeof taxDocuments.$inferSelect, 'details'> & {
  details: TaxDocumentDetails;
};
export type NewTaxDocument = Omit<
  typeof taxDocuments.$inferInsert,
  'number' | 'details' | 'id' | 'issuedAt'
> & {
  details: TaxDocumentDetails;
};

/** The next number of `kind` in the store; the counter row stays locked until the transaction ends. */
async function takeNumber(tx: Tx, tenantId: string, kind: TaxDocumentKind): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ tenantId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.tenantId, taxDocumentCounters.kind],
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ number: taxDocumentCounters.lastNumber });
  return row.number;
}

/** Writes a document under the store's next number of its kind. */
export async function insertNumberedDocument(tx: Tx, document: NewTaxDocument): Promise<TaxDocumentRow> {
  const number = await takeNumber(tx, document.tenantId, document.kind);
  const [row] = await tx
    .insert(taxDocuments)
    .values({ ...document, number, details: document.details as unknown as Record<string, unknown> })
    .returning();
  return row as TaxDocumentRow;
}

/** The order's papers, the invoice first, then its credit notes in the order they were issued. */
export async function findDocumentsOfOrder(
  db: Database | Tx,
  tenantId: string,
  orderId: string,
): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.tenantId, tenantId), eq(taxDocuments.orderId, orderId)))
    .orderBy(asc(taxDocuments.number));
  const rank = (row: { kind: TaxDocumentKind }) => (row.kind === 'invoice' ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b) || a.number - b.number) as TaxDocumentRow[];
}

/** One paper of the order, or null when the store has no such document on that order. */
export async function findDocumentOfOrder(
  db: Database,
  tenantId: string,
  orderId: string,
  documentId: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.tenantId, tenantId),
        eq(taxDocuments.orderId, orderId),
        eq(taxDocuments.id, documentId),
      ),
    )
    .limit(1);
  return (row as TaxDocumentRow | undefined) ?? null;
}

/** The invoice number of each of these orders that has one. */
export async function findInvoiceNumbers(
  db: Database | Tx,
  tenantId: string,
  orderIds: string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: taxDocuments.orderId, number: taxDocuments.number })
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.tenantId, tenantId),
        eq(taxDocuments.kind, 'invoice'),
        inArray(taxDocuments.orderId, orderIds),
      ),
    );
  return new Map(rows.map((row) => [row.orderId, row.number]));
}

/** The order's invoice, if it has one. */
export async function findInvoiceOfOrder(
  db: Database | Tx,
  tenantId: string,
  orderId: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.tenantId, tenantId),
        eq(taxDocuments.orderId, orderId),
        eq(taxDocuments.kind, 'invoice'),
      ),
    )
    .limit(1);
  return (row as TaxDocumentRow | undefined) ?? null;
}

/** What an invoice says of the seller: the store's name, business details, the tenant's name and its tax registrations. */
export async function findSellerFacts(db: Database | Tx, tenantId: string) {
  const [row] = await db
    .select({
      storeName: stores.storeName,
      businessInfo: stores.businessInfo,
      tenantName: tenants.name,
      registrations: storeTaxSettings.registrations,
    })
    .from(tenants)
    .leftJoin(stores, eq(stores.tenantId, tenants.id))
    .leftJoin(storeTaxSettings, eq(storeTaxSettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ?? null;
}

/** The order's tax lines, as the money path wrote them when it was paid. */
export async function findOrderTaxLines(db: Database | Tx, tenantId: string, orderId: string) {
  return db
    .select({
      kind: orderTaxLines.kind,
      orderItemId: orderTaxLines.orderItemId,
      jurisdiction: orderTaxLines.jurisdiction,
      rate: orderTaxLines.rate,
      amountCents: orderTaxLines.amountCents,
    })
    .from(orderTaxLines)
    .where(and(eq(orderTaxLines.tenantId, tenantId), eq(orderTaxLines.orderId, orderId)))
    .orderBy(asc(orderTaxLines.jurisdiction), asc(orderTaxLines.rate));
}

/** Whose the order is (its account, null for a guest's), or null when the store has no such order. */
export async function findOrderAccount(
  db: Database,
  tenantId: string,
  orderId: string,
): Promise<{ userId: string | null } | null> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}
