/**
 * An order's invoice and credit notes from the browser, through the BFF: the owner's
 * (/api/admin/orders/{id}/documents) or the customer's own (/api/orders/{id}/documents). Each
 * paper opens as HTML to print or downloads as PDF by its address (documentLink).
 */
import {
  adminDocumentPath,
  adminDocumentsPath,
  customerDocumentPath,
  customerDocumentsPath,
  taxDocumentListSchema,
  type DocumentFormat,
  type TaxDocumentList,
} from '@/lib/tax/documents';
import { callBff, parseWith, type ClientResult } from './bff-call';

/** Whose view: the store's owner, or the order's customer. */
export type DocumentScope = 'admin' | 'customer';

export const DOCUMENT_MESSAGES = {
  fetchFailed: 'Could not load the invoice. Please try again.',
  none: 'No invoice yet: it is issued once the order is paid.',
} as const;

/** GET the order's papers, the invoice first. */
export function fetchOrderDocuments(
  scope: DocumentScope,
  orderId: string,
): Promise<ClientResult<TaxDocumentList>> {
  const path = scope === 'admin' ? adminDocumentsPath(orderId) : customerDocumentsPath(orderId);
  return callBff(path, { method: 'GET' }, parseWith(taxDocumentListSchema), DOCUMENT_MESSAGES.fetchFailed);
}

/** The address of one paper as HTML (to open and print) or PDF (to download). */
export const documentLink = (
  scope: DocumentScope,
  orderId: string,
  documentId: string,
  format: DocumentFormat,
) =>
  scope === 'admin'
    ? adminDocumentPath(orderId, documentId, format)
    : customerDocumentPath(orderId, documentId, format);
