import type { Theme } from '@/lib/schemas/store';
import { MESSAGES } from '@/lib/messages';
import type { HeroHeight } from './hero-panel';
import type { useStoreCustomization } from './use-store-customization';
import type { TemplateEditor } from './use-template-editor';

type Customization = ReturnType<typeof useStoreCustomization>;

/**
 * The Hero Section as the store screen shows it: the theme's hero, with the overlay, text position
 * and height the home page's hero has on screen (which is what the storefront shows).
 */
export function heroEditing(custom: Customization, editor: TemplateEditor, working: Theme) {
  const homeHero = editor.working.home?.componentSettings.find((c) => c.componentId === 'hero')?.settings;
  const height = (homeHero?.height as HeroHeight | undefined) ?? 'large';
  const hero: Theme['hero'] = {
    ...working.hero,
    overlay: typeof homeHero?.showOverlay === 'boolean' ? homeHero.showOverlay : working.hero.overlay,
    textPosition:
      typeof homeHero?.textPosition === 'string' ? homeHero.textPosition : working.hero.textPosition,
  };

  const change = (next: Theme['hero']) => {
    custom.queue({ hero: next });
    editor.setComponentSettings('home', 'hero', {
      showOverlay: next.overlay,
      textPosition: next.textPosition,
    });
  };

  const changeHeight = (next: HeroHeight) => editor.setComponentSettings('home', 'hero', { height: next });

  /** Save Hero: the hero, and its look and height on the saved home page, in one call. */
  const save = async () => {
    const savedHome = editor.saved.home;
    const page = savedHome &&
      homeHero && {
        ...savedHome,
        componentSettings: savedHome.componentSettings.map((c) =>
          c.componentId === 'hero'
            ? {
                ...c,
                settings: {
                  ...c.settings,
                  showOverlay: hero.overlay,
                  textPosition: hero.textPosition,
                  height,
                },
              }
            : c,
        ),
      };
    const body = {
      theme: { hero: { ...hero, textPosition: hero.textPosition as 'left' } },
      ...(page
        ? {
            pageTemplates: [
              {
                ...page,
                customizations: page.customizations as Record<string, string>,
                componentSettings: page.componentSettings as never,
              },
            ],
          }
        : {}),
    };
    const result = await custom.saveCustomization(body, ['hero'], MESSAGES.heroUpdateFailed);
    if (result) editor.markSaved(result.pageTemplates);
    return Boolean(result);
  };

  return { hero, height, change, changeHeight, save };
}
