import type { Metadata } from 'next';
import { GalleryGrid } from '@/components/store/gallery-grid';
import { galleryImageUrl } from '@/lib/gallery';

export const metadata: Metadata = { title: 'Gallery', alternates: { canonical: '/gallery' } };

/** The gallery: a featured image, the artist's story and an endless grid of work. */
export default function GalleryPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">From the studio</p>
        <h1 className="page-title">Gallery</h1>
      </header>
      <section className="artist" aria-labelledby="artist-title">
        <figure className="artist__figure">
          {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized static WebP */}
          <img
            src={galleryImageUrl('featured', 800)}
            srcSet={`${galleryImageUrl('featured', 800)} 800w, ${galleryImageUrl('featured', 1200)} 1200w`}
            sizes="(max-width: 768px) 100vw, 50vw"
            alt="Silver and stoneware laid out on the studio bench"
            // Lazy keeps React from preloading it on every page that links to the gallery;
            // at the top of this page it still loads at once.
            loading="lazy"
            className="artist__image"
          />
        </figure>
        <div className="artist__bio">
          <h2 id="artist-title" className="section__title">
            About the artist
          </h2>
          <p>
            Every piece starts at a small bench in Alaska, with a sheet of sterling silver or a lump of local
            clay. The work is slow on purpose: silver is sawn, soldered and polished by hand, and each bowl and
            cup is thrown on the wheel, glazed and fired in small batches.
          </p>
          <p>
            The shapes come from the land around the studio: tide lines on the beach, spruce against the snow,
            the long blue light of winter afternoons. No two pieces are quite alike, and that is the point.
          </p>
        </div>
      </section>
      <section aria-labelledby="work-title" className="section">
        <h2 id="work-title" className="section__title">
          Recent work
        </h2>
        <GalleryGrid />
      </section>
    </div>
  );
}
