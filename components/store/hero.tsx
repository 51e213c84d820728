import Link from 'next/link';
import { HERO_HEIGHTS_PX, HERO_OVERLAY_OPACITY } from '@/lib/constants/store-builder';
import type { Theme } from '@/lib/schemas/store';
import { safeImageUrl } from '@/lib/theme';

const DEFAULT_HERO_IMAGE = '/hero-default.webp';
/** The default image's smaller renditions (public/hero-default-{width}.webp), so a phone loads and decodes its own size. */
const DEFAULT_HERO_SRCSET = [480, 768, 1080]
  .map((width) => `/hero-default-${width}.webp ${width}w`)
  .concat('/hero-default.webp 1600w')
  .join(', ');
/** The hero spans the window. */
const HERO_SIZES = '100vw';
/** The hero's box (16:9, the default image's own size); CSS covers whatever a store's image is. */
const HERO_WIDTH = 1600;
const HERO_HEIGHT = 900;
const POSITIONS = new Set(['left', 'center', 'right']);

export type HeroHeight = keyof typeof HERO_HEIGHTS_PX;

type Props = {
  storeName: string;
  description: string | null;
  hero: Theme['hero'];
  /** The page template's settings; each falls back to the theme's hero. */
  height?: HeroHeight;
  showOverlay?: boolean;
  textPosition?: string;
};

/** The home page's opening: the store's hero image and words, or a quiet default with its name. */
export function Hero({ storeName, description, hero, height, showOverlay, textPosition }: Props) {
  const own = safeImageUrl(hero.url);
  const image = own ?? DEFAULT_HERO_IMAGE;
  // A store's own image is one file on any host; only the default comes in several widths.
  const srcSet = own ? undefined : DEFAULT_HERO_SRCSET;
  const wanted = textPosition ?? hero.textPosition;
  const position = POSITIONS.has(wanted) ? wanted : 'center';
  const overlay = showOverlay ?? hero.overlay;
  return (
    <section
      className={`hero hero--${position}${overlay ? ' hero--overlay' : ''}`}
      style={height ? { minHeight: HERO_HEIGHTS_PX[height] } : undefined}
      aria-labelledby="hero-title"
      data-height={height}
    >
      {/* The home page's largest paint, asked for from the head. An element rather than
          preload(): a hint from a server component would also ride along in every prefetch of
          the home page and load the image on pages that never show it. */}
      <link
        rel="preload"
        as="image"
        href={image}
        imageSrcSet={srcSet}
        imageSizes={srcSet ? HERO_SIZES : undefined}
        fetchPriority="high"
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- the store's own hero, any host */}
      <img
        className="hero__image"
        src={image}
        srcSet={srcSet}
        sizes={srcSet ? HERO_SIZES : undefined}
        alt={hero.altText}
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        fetchPriority="high"
        loading="eager"
        // Decoded with the frame that lays it out, so the first paint has it rather than a later one.
        decoding="sync"
      />
      {/* The overlay's colour is the theme's (CSS); only its strength is the spec's constant. */}
      {overlay && (
        <div
          className="hero__overlay"
          style={{ opacity: HERO_OVERLAY_OPACITY }}
          aria-hidden="true"
          data-testid="hero-overlay"
        />
      )}
      <div className="container hero__content">
        <p className="eyebrow">Handcrafted in Alaska</p>
        <h1 id="hero-title" className="hero__title">
          {hero.title || storeName}
        </h1>
        <p className="hero__subtitle">
          {hero.subtitle ||
            description ||
            'Sterling silver jewelry and ceramics, made by hand in small batches.'}
        </p>
        <Link href="/shop" className="button button--light">
          Explore the collection
        </Link>
      </div>
    </section>
  );
}
