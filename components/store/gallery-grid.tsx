'use client';

import { useEffect, useRef, useState } from 'react';
import {
  GALLERY_OBSERVER_DELAY_MS,
  GALLERY_OBSERVER_MARGIN_PX,
  GALLERY_PAGE_SIZE,
} from '@/lib/constants/gallery';
import { galleryImageUrl, galleryIndices } from '@/lib/gallery';
import { MESSAGES } from '@/lib/messages';

const INDICES = galleryIndices();

function GalleryImage({ index }: { index: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="gallery__error">{MESSAGES.failedToLoadImage}</p>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized static WebP files with srcset
    <img
      src={galleryImageUrl(index, 400)}
      srcSet={`${galleryImageUrl(index, 400)} 400w, ${galleryImageUrl(index, 800)} 800w`}
      sizes="(max-width: 768px) 50vw, 25vw"
      alt={`Studio work, piece ${index}`}
      loading="lazy"
      decoding="async"
      className="gallery__image"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The gallery's infinite grid: pages of 8 images, the next page loading shortly after the end of
 * the grid comes within 50 px of the viewport.
 */
export function GalleryGrid() {
  const [shown, setShown] = useState(GALLERY_PAGE_SIZE);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = shown < INDICES.length;

  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target) return;
    const grow = () => setShown((count) => Math.min(count + GALLERY_PAGE_SIZE, INDICES.length));
    if (typeof IntersectionObserver === 'undefined') {
      grow();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A new observer per page: it reports at once if the sentinel is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = setTimeout(grow, GALLERY_OBSERVER_DELAY_MS);
      },
      { rootMargin: `${GALLERY_OBSERVER_MARGIN_PX}px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [shown, more]);

  return (
    <>
      <ul className="gallery" aria-label="Gallery">
        {INDICES.slice(0, shown).map((index) => (
          <li key={index} className="gallery__item">
            <GalleryImage index={index} />
          </li>
        ))}
      </ul>
      {more && (
        <div ref={sentinel} className="gallery__sentinel" role="status">
          Loading more work…
        </div>
      )}
    </>
  );
}
