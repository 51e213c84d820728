import Link from 'next/link';
import { HERO_HEIGHTS_PX, HERO_OVERLAY_OPACITY } from '@/lib/constants/store-builder';
import type { Theme } from '@/lib/schemas/store';
import { safeImageUrl } from '@/lib/theme';

const DEFAULT_HERO_IMAGE = '/hero-default.webp';
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
  const image = safeImageUrl(hero.url) ?? DEFAULT_HERO_IMAGE;
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
      <link rel="preload" as="image" href={image} fetchPriority="high" />
      {/* eslint-disable-next-line @next/next/no-img-element -- the store's own hero, any host */}
      <img
        className="hero__image"
        src={image}
        alt={hero.altText}
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        fetchPriority="high"
        loading="eager"
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
