'use client';

import { useState } from 'react';
import { setProductImageAlt } from '@/lib/client/admin-catalog';
import { isClientError } from '@/lib/client/stores';
import { IMAGE_ALT_MAX } from '@/lib/constants/catalog';
import type { AdminProduct } from '@/lib/schemas/admin-products';

type Props = {
  productId: string;
  imageId: string;
  /** The image's number in the list, from 1, to tell the fields apart for screen readers. */
  number: number;
  alt: string;
  onSaved: (product: AdminProduct) => void;
};

/** One image's alt text: what the photo shows, read to shoppers who cannot see it. */
export function ImageAltField({ productId, imageId, number, alt, onSaved }: Props) {
  const [value, setValue] = useState(alt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `image-alt-${imageId}`;

  async function save() {
    setBusy(true);
    setError(null);
    const result = await setProductImageAlt(productId, imageId, value);
    setBusy(false);
    if (isClientError(result)) return setError(result.error);
    onSaved(result);
  }

  return (
    <div className="product-images__alt">
      <div className="field admin-field">
        <label htmlFor={id} className="field__label">
          Alt text, image {number}
        </label>
        <input
          id={id}
          className="input"
          type="text"
          value={value}
          maxLength={IMAGE_ALT_MAX}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--quiet button--small"
        disabled={busy || value.trim() === alt}
        onClick={() => void save()}
      >
        {busy ? 'Saving…' : `Save alt text ${number}`}
      </button>
    </div>
  );
}
