/**
 * How a page template becomes what the storefront renders: the visible components in their order,
 * each setting read with its type's default, so a half-filled or odd config still renders.
 * Used by the live pages and by the back-office preview alike.
 */
import {
  COMPONENT_DEFAULT_SETTINGS,
  isComponentType,
  type ComponentType,
  type PageTemplate,
} from './schemas/templates';
import type { Theme } from './schemas/store';

export type Settings = Record<string, unknown>;

/** What the sections show of the store: its words and its theme (colours reach them as CSS variables). */
export type TemplateStore = {
  storeName: string;
  description: string | null;
  brandStory: string | null;
  theme: Theme;
  /** The line under a product's price on tax ('Tax included'); none when there is nothing to say. */
  taxNote?: string | null;
};

export type PlacedComponent = { type: ComponentType; order: number; settings: Settings };

/** Visible components of known types, sorted by `order` (ties keep their listed order). */
export function visibleComponents(config: Pick<PageTemplate, 'componentSettings'>): PlacedComponent[] {
  return config.componentSettings
    .map((component, index) => ({ component, index }))
    .filter(({ component }) => component.visible && isComponentType(component.componentId))
    .sort((a, b) => a.component.order - b.component.order || a.index - b.index)
    .map(({ component }) => {
      const type = component.componentId as ComponentType;
      return {
        type,
        order: component.order,
        settings: { ...COMPONENT_DEFAULT_SETTINGS[type], ...component.settings },
      };
    });
}

/** A whole number setting within bounds, else the fallback. */
export function readCount(settings: Settings, key: string, fallback: number, min = 1, max = 24): number {
  const value = settings[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

export function readFlag(settings: Settings, key: string, fallback: boolean): boolean {
  const value = settings[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function readChoice<T extends string>(
  settings: Settings,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = settings[key];
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

export function readText(settings: Settings, key: string): string {
  const value = settings[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * How many products the visible sections of `type` show at most (their productsToShow), so a page
 * reads only those; 0 when none is visible.
 */
export function productsShown(components: PlacedComponent[], type: ComponentType, fallback: number): number {
  return components
    .filter((component) => component.type === type)
    .reduce(
      (most, component) => Math.max(most, readCount(component.settings, 'productsToShow', fallback)),
      0,
    );
}

/** Whether the product page's template shows reviews: its product details are visible with showReviews on. */
export function showsReviews(config: Pick<PageTemplate, 'componentSettings'>): boolean {
  const info = visibleComponents(config).find((component) => component.type === 'productInfo');
  return info ? readFlag(info.settings, 'showReviews', true) : false;
}
