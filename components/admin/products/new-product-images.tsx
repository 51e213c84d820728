'use client';

import { useState } from 'react';
import { Panel } from '@/components/ui/panel';
import { setProductImageAlt, uploadProductImage } from '@/lib/client/admin-catalog';
import { isClientError } from '@/lib/client/stores';
import { IMAGE_ALT_MAX, PRODUCT_IMAGES_MAX } from '@/lib/constants/catalog';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { ImagePicker } from './image-picker';

/** A photo chosen before the product exists, with the alt text typed for it. */
export type PendingImage = { file: File; alt: string };

export type UploadProgress = { done: number; total: number; errors: string[] };

/**
 * Uploads the chosen photos to a product just created, one after another (so they keep the
 * order chosen), then sets each one's alt text. A failed photo is reported by name and the rest
 * still go up.
 */
export async function uploadPendingImages(
  product: AdminProduct,
  images: PendingImage[],
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadProgress> {
  const progress: UploadProgress = { done: 0, total: images.length, errors: [] };
  onProgress({ ...progress });
  for (const image of images) {
    const uploaded = await uploadProductImage(product.id, image.file);
    if (isClientError(uploaded)) progress.errors.push(`${image.file.name}: ${uploaded.error}`);
    else if (image.alt.trim()) {
      const added = uploaded.images[uploaded.images.length - 1];
      const named = await setProductImageAlt(product.id, added.id, image.alt.trim());
      if (isClientError(named)) progress.errors.push(`${image.file.name}: ${named.error}`);
    }
    progress.done += 1;
    onProgress({ ...progress, errors: [...progress.errors] });
  }
  return progress;
}

const NEW_IMAGES_HINT =
  'Uploaded when you create the product, the first as the main image. PNG, JPEG or WebP, up to 10 MB each.';

type Props = { images: PendingImage[]; onChange: (images: PendingImage[]) => void; disabled: boolean };

/** The new-product form's photos: chosen now, uploaded right after the product is created. */
export function NewProductImages({ images, onChange, disabled }: Props) {
  const [notice, setNotice] = useState('');
  const room = PRODUCT_IMAGES_MAX - images.length;

  function add(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, room).map((file) => ({ file, alt: '' }));
    if (chosen.length === 0) return;
    onChange([...images, ...chosen]);
    setNotice(`${chosen.length} image${chosen.length === 1 ? '' : 's'} chosen.`);
  }

  return (
    <Panel name="new-product-images" title="Images" hint={NEW_IMAGES_HINT}>
      {images.length > 0 && (
        <ol className="new-product-images__list">
          {images.map((image, index) => (
            <li key={`${image.file.name}-${index}`} className="field admin-field">
              <label htmlFor={`new-image-alt-${index}`} className="field__label">
                Alt text for {image.file.name}
              </label>
              <input
                id={`new-image-alt-${index}`}
                className="input"
                type="text"
                maxLength={IMAGE_ALT_MAX}
                value={image.alt}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    images.map((item, at) => (at === index ? { ...item, alt: event.target.value } : item)),
                  )
                }
              />
              <button
                type="button"
                className="button button--quiet button--small"
                disabled={disabled}
                onClick={() => onChange(images.filter((_, at) => at !== index))}
              >
                Remove {image.file.name}
              </button>
            </li>
          ))}
        </ol>
      )}
      <ImagePicker
        disabled={disabled || room <= 0}
        multiple
        testId="new-product-image-input"
        notice={notice}
        onChoose={add}
      >
        Choose images
      </ImagePicker>
    </Panel>
  );
}
