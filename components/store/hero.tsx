import Link from 'next/link';
import type { Theme } from '@/lib/schemas/store';
import { safeImageUrl } from '@/lib/theme';

const DEFAULT_HERO_IMAGE = '/hero-default.webp';
const POSITIONS = new Set(['left', 'center', 'right']);

type Props = { storeName: string; description: string | null; hero: Theme['hero'] };

/** The home page's opening: the store's hero image and words, or a quiet default with its name. */
export function Hero({ storeName, description, hero }: Props) {
  const image = safeImageUrl(hero.url) ?? DEFAULT_HERO_IMAGE;
  const position = POSITIONS.has(hero.textPosition) ? hero.textPosition : 'center';
  return (
    <section className={`hero hero--${position}${hero.overlay ? ' hero--overlay' : ''}`} aria-labelledby="hero-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- the store's own hero, any host */}
      <img className="hero__image" src={image} alt={hero.altText} fetchPriority="high" />
      <div className="container hero__content">
        <p className="eyebrow">Handcrafted in Alaska</p>
        <h1 id="hero-title" className="hero__title">
          {hero.title || storeName}
        </h1>
        <p className="hero__subtitle">
          {hero.subtitle || description || 'Sterling silver jewelry and ceramics, made by hand in small batches.'}
        </p>
        <Link href="/shop" className="button button--light">
          Explore the collection
        </Link>
      </div>
    </section>
  );
}
