'use client';

import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = {
  /** URLs to try in order; the placeholder follows the last one. */
  sources: (string | null | undefined)[];
  alt: string;
  className?: string;
  eager?: boolean;
};

/**
 * A product image that falls back, on a load error, to the next source and finally to the
 * placeholder, which then shows as a normal image rather than a broken one.
 */
export function ProductImage({ sources, alt, className, eager = false }: Props) {
  const candidates = [...new Set(sources.filter((src): src is string => Boolean(src))), PLACEHOLDER_IMAGE];
  const key = candidates.join('|');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const index = failed.key === key ? Math.min(failed.count, candidates.length - 1) : 0;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the api already serves sized WebP files
    <img
      src={candidates[index]}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (index < candidates.length - 1) setFailed({ key, count: index + 1 });
      }}
    />
  );
}
