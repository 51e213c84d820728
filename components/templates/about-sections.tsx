import { HERO_HEIGHTS_PX } from '@/lib/constants/store-builder';
import { HERO_HEIGHTS } from '@/lib/schemas/templates';
import { readChoice, readCount, readFlag } from '@/lib/template-view';
import { safeImageUrl } from '@/lib/theme';
import type { SectionProps } from './types';

// No client component here: the About page ships no section script.
const DEFAULT_HERO_IMAGE = '/hero-default.webp';

/** The About page's words: the owner's brand story, else the store's description. */
export function TextBlockSection({ settings, data: { store } }: SectionProps) {
  const layout = readChoice(settings, 'layout', ['centered', 'left', 'wide'], 'centered');
  const maxWidth = readCount(settings, 'maxWidth', 720, 320, 1440);
  const story = store.brandStory ?? store.description ?? '';
  return (
    <section className={`section container text-block text-block--${layout}`}>
      <div className="text-block__body" style={layout === 'wide' ? undefined : { maxWidth }}>
        <p className="eyebrow">About {store.storeName}</p>
        <h1 className="page-title">Our story</h1>
        {story.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/** A wide image: the store's hero picture (the default one without it). */
export function ImageBlockSection({ settings, data: { store } }: SectionProps) {
  const height = readChoice(settings, 'height', HERO_HEIGHTS, 'medium');
  const layout = readChoice(settings, 'layout', ['full', 'contained', 'split'], 'full');
  const style = readChoice(settings, 'style', ['plain', 'rounded', 'framed'], 'plain');
  const parallax = readFlag(settings, 'parallax', false);
  const image = safeImageUrl(store.theme.hero.url) ?? DEFAULT_HERO_IMAGE;
  return (
    <section
      className={`image-block image-block--${layout} image-block--${style}${parallax ? ' image-block--parallax' : ''}${layout === 'full' ? '' : ' container'}`}
      style={{ minHeight: HERO_HEIGHTS_PX[height], backgroundImage: `url(${JSON.stringify(image)})` }}
      role="img"
      aria-label={store.theme.hero.altText || store.storeName}
      data-height={height}
    />
  );
}
