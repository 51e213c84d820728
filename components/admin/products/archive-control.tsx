'use client';

import { useState } from 'react';
import { setProductArchived } from '@/lib/client/admin-catalog';
import { isClientError } from '@/lib/client/stores';
import type { AdminProduct } from '@/lib/schemas/admin-products';

type Props = { product: AdminProduct; onChange: (product: AdminProduct) => void };

/** Archive (hide from the shop, after a confirmation) or put an archived product back. */
export function ArchiveControl({ product, onChange }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function setArchived(archived: boolean) {
    setBusy(true);
    setError(null);
    const result = await setProductArchived(product.id, product.version, archived);
    setBusy(false);
    setConfirming(false);
    if (isClientError(result)) return setError(result.error);
    onChange(result);
  }

  return (
    <section className="admin-panel" aria-labelledby="product-archive-title">
      <h2 id="product-archive-title" className="admin-panel__title">
        {product.archived ? 'Archived' : 'Archive'}
      </h2>
      <p className="admin-panel__hint">
        {product.archived
          ? 'Shoppers do not see this product. Put it back to list it in the shop again.'
          : 'Archiving hides the product from the shop; its orders and details stay.'}
      </p>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {product.archived ? (
        <button
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={() => void setArchived(false)}
        >
          Put back in the shop
        </button>
      ) : confirming ? (
        <div role="alertdialog" aria-labelledby="archive-confirm-text" className="archive-confirm">
          <p id="archive-confirm-text">Archive “{product.name}”? Shoppers will no longer see it.</p>
          <div className="admin-panel__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => void setArchived(true)}
              autoFocus
            >
              Yes, archive
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
          Archive product
        </button>
      )}
    </section>
  );
}
