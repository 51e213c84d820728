'use client';

import { useState } from 'react';
import { preload } from 'react-dom';
import { productImageSrcSet } from '@/lib/product';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** Product images are square (the api crops its renditions so); the box is reserved before load. */
const SIDE = 800;

type Props = {
  /** URLs to try in order; the placeholder follows the last one. */
  sources: (string | null | undefined)[];
  alt: string;
  className?: string;
  /** Loaded at once rather than when scrolled near: the image is in the first screen. */
  eager?: boolean;
  /** The page's largest image (its LCP): preloaded from the head with high priority. */
  priority?: boolean;
  /** The width the image is shown at, for choosing from the srcset. */
  sizes?: string;
};

/**
 * A product image that falls back, on a load error, to the next source and finally to the
 * placeholder, which then shows as a normal image rather than a broken one. The api's 400 and
 * 800 px renditions make its srcset.
 */
export function ProductImage({
  sources,
  alt,
  className,
  eager = false,
  priority = false,
  sizes = '(max-width: 768px) 50vw, 25vw',
}: Props) {
  const candidates = [...new Set(sources.filter((src): src is string => Boolean(src))), PLACEHOLDER_IMAGE];
  const key = candidates.join('|');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const index = failed.key === key ? Math.min(failed.count, candidates.length - 1) : 0;
  const src = candidates[index];
  const srcSet = productImageSrcSet(src);
  // React puts this in the document's head while the page renders on the server.
  if (priority)
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: srcSet ? sizes : undefined,
    });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the api already serves sized WebP files
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={SIDE}
      height={SIDE}
      alt={alt}
      className={className}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The largest paint is decoded with the frame that lays it out, not in a later one.
      decoding={priority ? 'sync' : 'async'}
      onError={() => {
        if (index < candidates.length - 1) setFailed({ key, count: index + 1 });
      }}
    />
  );
}
