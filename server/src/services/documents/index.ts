/**
 * An order's invoice and credit notes as the owner and the order's customer read them: the list,
 * and each paper as HTML (to print) or PDF (to download). The owner reads any order of the store;
 * a customer only an order of their own account (as My Orders shows them: orders belong to
 * accounts, and a guest has no order page). Anything else is 404, telling nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  documentFileName,
  documentNumberOf,
  type DocumentFormat,
  type TaxDocumentList,
} from '@/lib/tax/documents';
import { toDollars } from '@/lib/money';
import { ApiError } from '@server/errors';
import {
  findDocumentOfOrder,
  findDocumentsOfOrder,
  findInvoiceNumbers,
  findInvoiceOfOrder,
  findOrderAccount,
  type TaxDocumentRow,
} from '@server/repositories/tax-documents';
import type { Database } from '@server/db/client';
import type { Tenant } from '@server/types';
import { paperOf } from './paper';
import { paperHtml, paperPdf } from './render';

import { linkTokenMatches } from './issue';

export { issueCreditNote, issueInvoice, newInvoiceLinkToken } from './issue';

/** Who is reading: the store's owner, or a signed-in customer (their account id). */
export type DocumentReader = { role: 'admin' } | { role: 'customer'; userId: string };

const orderNotFound = () =>
  new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
const documentNotFound = () => new ApiError({ status: 404, code: 'DOCUMENT_NOT_FOUND', field: 'documentId' });

async function checkReader(app: FastifyInstance, tenant: Tenant, orderId: string, reader: DocumentReader) {
  const order = await findOrderAccount(app.db, tenant.id, orderId);
  if (!order) throw orderNotFound();
  if (reader.role === 'customer' && order.userId !== reader.userId) throw orderNotFound();
}

function viewOf(row: TaxDocumentRow) {
  return {
    id: row.id,
    kind: row.kind,
    number: documentNumberOf(row.kind, row.number),
    invoiceNumber: row.kind === 'credit_note' ? (row.details.invoiceNumber ?? null) : null,
    issuedAt: row.issuedAt.toISOString(),
    total: toDollars(row.totalCents),
    tax: toDollars(row.taxCents),
    currency: row.currency,
  };
}

/** The order's papers, the invoice first. */
export async function listOrderDocuments(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  reader: DocumentReader,
): Promise<TaxDocumentList> {
  await checkReader(app, tenant, orderId, reader);
  const rows = await findDocumentsOfOrder(app.db, tenant.id, orderId);
  const invoice = rows.find((row) => row.kind === 'invoice');
  return {
    invoiceNumber: invoice ? documentNumberOf('invoice', invoice.number) : null,
    documents: rows.map(viewOf),
  };
}

/** One paper rendered: its body, content type and file name. */
export async function renderOrderDocument(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  documentId: string,
  format: DocumentFormat,
  reader: DocumentReader,
): Promise<{ body: string | Buffer; type: string; fileName: string }> {
  await checkReader(app, tenant, orderId, reader);
  const row = await findDocumentOfOrder(app.db, tenant.id, orderId, documentId);
  if (!row) throw documentNotFound();
  const paper = paperOf(row, (sealed) => {
    try {
      return app.fieldCrypto.decrypt(sealed);
    } catch {
      return '';
    }
  });
  const fileName = documentFileName(paper.number, format);
  if (format === 'pdf')
    return { body: Buffer.from(await paperPdf(paper)), type: 'application/pdf', fileName };
  return { body: paperHtml(paper), type: 'text/html; charset=utf-8', fileName };
}

/** The printed invoice number of each order that has one (INV-000042). */
export async function invoiceNumbersOf(
  db: Database,
  tenantId: string,
  orderIds: string[],
): Promise<Map<string, string>> {
  const numbers = await findInvoiceNumbers(db, tenantId, orderIds);
  return new Map([...numbers].map(([id, number]) => [id, documentNumberOf('invoice', number)]));
}

/** The order's invoice by its mailed link's token; a wrong token, or no invoice yet, is 404. */
export async function renderMailedInvoice(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  token: string,
  format: DocumentFormat,
) {
  const invoice = await findInvoiceOfOrder(app.db, tenant.id, orderId);
  if (!invoice || !linkTokenMatches(invoice.details.linkTokenHash, token)) throw documentNotFound();
  return renderOrderDocument(app, tenant, orderId, invoice.id, format, { role: 'admin' });
}
