'use client';

import useSWR from 'swr';
import { isClientError } from '@/lib/client/bff-call';
import {
  DOCUMENT_MESSAGES,
  documentLink,
  fetchOrderDocuments,
  type DocumentScope,
} from '@/lib/client/documents';
import { MESSAGES } from '@/lib/messages';
import { DOCUMENT_TITLES, documentFileName } from '@/lib/tax/documents';
import '@/app/styles/account.css';

type Props = {
  scope: DocumentScope;
  orderId: string;
  /** The order's invoice number (INV-000042); null until it is paid, and then nothing is asked. */
  invoiceNumber: string | null | undefined;
  /** Changes when the order does (a refund adds a credit note): the list is asked again. */
  version?: string;
  /** The owner's order page shows a panel of its own; My Orders a short list inside the order. */
  variant?: 'panel' | 'inline';
};

async function load([scope, orderId]: [DocumentScope, string, string]) {
  const result = await fetchOrderDocuments(scope, orderId);
  if (isClientError(result)) throw new Error(result.error);
  return result;
}

/** An order's invoice and credit notes: each opens as a page to print, or downloads as a PDF. */
export function OrderDocuments({ scope, orderId, invoiceNumber, version = '', variant = 'panel' }: Props) {
  const { data, error } = useSWR(invoiceNumber ? [scope, orderId, version] : null, load);
  const headingId = `order-documents-${orderId}`;
  const heading = variant === 'panel' ? 'Invoice and credit notes' : `Invoice ${invoiceNumber ?? ''}`.trim();
  const body = () => {
    if (!invoiceNumber) return <p className="order-documents__none">{DOCUMENT_MESSAGES.none}</p>;
    if (error)
      return <p role="alert">{error instanceof Error ? error.message : DOCUMENT_MESSAGES.fetchFailed}</p>;
    if (!data) return <p role="status">{MESSAGES.loading}</p>;
    return (
      <ul className="order-documents__list">
        {data.documents.map((document) => {
          const name = `${DOCUMENT_TITLES[document.kind]} ${document.number}`;
          return (
            <li key={document.id} className="order-documents__item">
              <span>{name}</span>{' '}
              <a
                href={documentLink(scope, orderId, document.id, 'html')}
                target="_blank"
                rel="noopener"
                aria-label={`Open ${name} to print`}
              >
                Open
              </a>{' '}
              <a
                href={documentLink(scope, orderId, document.id, 'pdf')}
                download={documentFileName(document.number, 'pdf')}
                aria-label={`Download PDF: ${name}`}
              >
                Download PDF
              </a>
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <section
      className={
        variant === 'panel' ? 'admin-order__panel order-documents' : 'order-documents order-documents--inline'
      }
      aria-labelledby={headingId}
      data-testid="order-documents"
    >
      {variant === 'panel' ? <h2 id={headingId}>{heading}</h2> : <h3 id={headingId}>{heading}</h3>}
      {body()}
    </section>
  );
}
