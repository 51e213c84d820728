import type { Metadata } from 'next';
import { GalleryGrid } from '@/components/store/gallery-grid';
import { galleryImageUrl } from '@/lib/gallery';
import { publicPageMetadata } from '@/lib/seo';

// Cached per store; the store tag (name, theme in the layout) expires it.
export const revalidate = 300;

export const metadata: Metadata = publicPageMetadata('/gallery', 'Gallery');

/** The gallery: a featured image, the artist's story and an endless grid of work. */
export default function GalleryPage() {
  const srcSet = `${galleryImageUrl('featured', 800)} 800w, ${galleryImageUrl('featured', 1200)} 1200w`;
  const sizes = '(max-width: 768px) 100vw, 50vw';
  return (
    <div className="container page">
      {/* The page's largest paint, asked for from the head (React hoists the element). Not
          preload(): that hint would ride along in every prefetch of this page from the nav. */}
      <link
        rel="preload"
        as="image"
        href={galleryImageUrl('featured', 800)}
        imageSrcSet={srcSet}
        imageSizes={sizes}
        fetchPriority="high"
      />
      <header className="page-header">
        <p className="eyebrow">From the studio</p>
        <h1 className="page-title">Gallery</h1>
      </header>
      <section className="artist" aria-labelledby="artist-title">
        <figure className="artist__figure">
          {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized static WebP */}
          <img
            src={galleryImageUrl('featured', 800)}
            srcSet={srcSet}
            sizes={sizes}
            width={800}
            height={600}
            alt="Silver and stoneware laid out on the studio bench"
            fetchPriority="high"
            className="artist__image"
          />
        </figure>
        <div className="artist__bio">
          <h2 id="artist-title" className="section__title">
            About the artist
          </h2>
          <p>
            Every piece starts at a small bench in Alaska, with a sheet of sterling silver or a lump of local
            clay. The work is slow on purpose: silver is sawn, soldered and polished by hand, and each bowl
            and cup is thrown on the wheel, glazed and fired in small batches.
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
