'use client';

import { useState } from 'react';
import { ProductImage } from './product-image';

type Props = {
  name: string;
  /** The owner's alt text of each image, in the same order; an empty one falls back to the name. */
  alts?: string[];
  images: string[];
  thumbnails: string[];
  fallback: string | null;
};

/** The product's images: one large, with thumbnails to switch between them when there are several. */
export function ProductGallery({ name, alts = [], images, thumbnails, fallback }: Props) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <ProductImage
          key={current}
          sources={[current, fallback]}
          alt={alts[selected] || name}
          className="product-gallery__image"
          // The first image is the page's largest paint; another one chosen later is not.
          priority={selected === 0}
          eager
          sizes="(max-width: 900px) 100vw, 50vw"
        />
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ProductImage sources={[thumbnails[index], image]} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
