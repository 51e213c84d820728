'use client';

import { useState, type ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { deleteProductImage, orderProductImages, uploadProductImage } from '@/lib/client/admin-catalog';
import { isClientError, type ClientResult } from '@/lib/client/stores';
import { PRODUCT_IMAGES_MAX } from '@/lib/constants/catalog';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { ImageAltField } from './image-alt-field';
import { ImagePicker } from './image-picker';

const IMAGES_HINT = 'The first image is the one shoppers see first. PNG, JPEG or WebP, up to 10 MB each.';

type Props = { product: AdminProduct; onChange: (product: AdminProduct) => void };

/**
 * A product's photos: add (PNG, JPEG or WebP; the api makes the catalog's sizes), move earlier or
 * later (the first is the main image shoppers see first) and remove.
 */
export function ProductImages({ product, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const images = product.images;

  async function run(action: () => Promise<ClientResult<AdminProduct>>, done: string) {
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    if (isClientError(result)) return setError(result.error);
    onChange(result);
    setNotice(done);
  }

  function move(index: number, by: -1 | 1) {
    const ids = images.map((image) => image.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void run(() => orderProductImages(product.id, ids), `Image moved to position ${index + by + 1}.`);
  }

  async function upload(file: File | undefined) {
    if (file) await run(() => uploadProductImage(product.id, file), 'Image added.');
  }

  return (
    <Panel name="product-images" title="Images" hint={IMAGES_HINT}>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {images.length === 0 ? (
        <p className="product-images__none">No images yet.</p>
      ) : (
        <ol className="product-images__list" aria-busy={busy}>
          {images.map((image, index) => (
            <ProductImageItem
              key={image.id}
              src={image.small}
              productName={product.name}
              index={index}
              last={index === images.length - 1}
              busy={busy}
              onMove={(by) => move(index, by)}
              onRemove={() => void run(() => deleteProductImage(product.id, image.id), 'Image removed.')}
            >
              <ImageAltField
                key={image.alt}
                productId={product.id}
                imageId={image.id}
                number={index + 1}
                alt={image.alt}
                onSaved={onChange}
              />
            </ProductImageItem>
          ))}
        </ol>
      )}
      <ImagePicker
        disabled={busy || images.length >= PRODUCT_IMAGES_MAX}
        testId="product-image-input"
        notice={notice}
        onChoose={(files) => upload(files?.[0])}
      >
        {busy ? 'Working…' : 'Add an image'}
      </ImagePicker>
    </Panel>
  );
}

type ItemProps = {
  src: string;
  productName: string;
  index: number;
  /** The last image cannot move later. */
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** The image's alt text field. */
  children?: ReactNode;
};

/** One photo of the list with its position and its Earlier, Later and Remove buttons. */
function ProductImageItem({ src, productName, index, last, busy, onMove, onRemove, children }: ItemProps) {
  return (
    <li className="product-images__item" data-testid="product-image">
      {/* eslint-disable-next-line @next/next/no-img-element -- the api's own 400 px rendition */}
      <img
        src={src}
        alt={`${productName}, image ${index + 1}`}
        width={120}
        height={120}
        className="product-images__thumb"
      />
      <span className="product-images__position">{index === 0 ? 'Main image' : `Image ${index + 1}`}</span>
      <div className="product-images__actions">
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={busy || index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move image ${index + 1} earlier`}
        >
          ↑ Earlier
        </button>
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={busy || last}
          onClick={() => onMove(1)}
          aria-label={`Move image ${index + 1} later`}
        >
          ↓ Later
        </button>
        <button
          type="button"
          className="button button--quiet button--small button--danger"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remove image ${index + 1}`}
        >
          Remove
        </button>
      </div>
      {children}
    </li>
  );
}
