import type { Metadata } from 'next';

/**
 * A public page's canonical address and Open Graph URL. Both are paths here: the store layout's
 * `metadataBase` (the store's primary origin) makes them absolute, on cached pages too.
 */
export function publicPageMetadata(path: string, title?: string): Metadata {
  return {
    ...(title ? { title } : {}),
    alternates: { canonical: path },
    openGraph: { url: path, type: 'website', ...(title ? { title } : {}) },
  };
}
