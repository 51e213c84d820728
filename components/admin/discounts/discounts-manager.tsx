'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { AdminRecordRow } from '@/components/admin/records/admin-record-row';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { isClientError } from '@/lib/client/bff-call';
import {
  createDiscount,
  deleteDiscount,
  DISCOUNTS_PATH,
  fetchDiscounts,
  updateDiscount,
} from '@/lib/client/discounts';
import { DISCOUNT_MESSAGES } from '@/lib/constants/discounts';
import { discountDates, discountTerms, discountUsage } from '@/lib/discount-summary';
import { MESSAGES } from '@/lib/messages';
import type { Discount } from '@/lib/schemas/discounts';
import { DiscountForm } from './discount-form';

type Editing = { kind: 'new' } | { kind: 'edit'; discount: Discount } | null;

function DiscountRow({
  discount,
  onEdit,
  onDelete,
}: {
  discount: Discount;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const dates = discountDates(discount);
  return (
    <AdminRecordRow
      label={discount.code}
      title={discount.code}
      detail={discountTerms(discount)}
      testId="admin-discount"
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {dates && <p className="admin-settings__muted">{dates}</p>}
      <p data-testid="discount-usage">{discountUsage(discount)}</p>
    </AdminRecordRow>
  );
}

/**
 * The back-office's Discounts: the store's codes, newest first, each with its terms, its paid uses
 * and the revenue of their orders; add, edit, and delete (asked first; orders keep their discount).
 */
export function DiscountsManager() {
  const { data, error, mutate } = useSWR(DISCOUNTS_PATH, fetchDiscounts, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const saved = async (discount: Discount) => {
    setEditing(null);
    setStatus({ text: DISCOUNT_MESSAGES.saved(discount.code), failed: false });
    await mutate();
  };
  const deleting = useConfirm<Discount>(async (discount, done) => {
    const result = await deleteDiscount(discount.id);
    done();
    if (isClientError(result)) return setStatus({ text: result.error, failed: true });
    setStatus({ text: DISCOUNT_MESSAGES.deleted(discount.code), failed: false });
    await mutate();
  });

  return (
    <div className="admin-events">
      {status && (
        <p
          className={`notice ${status.failed ? 'notice--error' : 'notice--success'}`}
          role={status.failed ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
      {editing?.kind === 'new' ? (
        <section className="admin-panel" aria-label="Add a discount code">
          <DiscountForm
            onSave={createDiscount}
            onSaved={(d) => void saved(d)}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
          Add Discount Code
        </button>
      )}
      {error && !data && (
        <p className="notice notice--error" role="alert">
          {error instanceof Error ? error.message : MESSAGES.generic}
        </p>
      )}
      {!data && !error && <p role="status">{MESSAGES.loading}</p>}
      {data && data.length === 0 && (
        <p className="admin-settings__muted">
          No discount codes yet. Add one, such as MARKET10 for a market weekend.
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="admin-events__list" aria-label="Discount codes">
          {data.map((discount) =>
            editing?.kind === 'edit' && editing.discount.id === discount.id ? (
              <li key={discount.id} className="admin-events__item admin-events__item--editing">
                <DiscountForm
                  discount={discount}
                  onSave={(body) => updateDiscount(discount.id, body)}
                  onSaved={(d) => void saved(d)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <DiscountRow
                key={discount.id}
                discount={discount}
                onEdit={() => setEditing({ kind: 'edit', discount })}
                onDelete={() => deleting.ask(discount)}
              />
            ),
          )}
        </ul>
      )}
      {deleting.subject && (
        <ConfirmDialog
          title={`Delete ${deleting.subject.code}?`}
          confirmLabel="Delete Code"
          busyLabel="Deleting…"
          testId="delete-discount-dialog"
          {...deleting.handlers}
        >
          <p>{DISCOUNT_MESSAGES.deleteConfirm(deleting.subject.code)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
