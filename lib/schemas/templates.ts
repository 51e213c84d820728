/**
 * Page templates (back-office spec §3, §7): which variant each storefront page uses and how its
 * components are set up. Used by the template editor's forms and by /api/templates.
 */
import { z } from 'zod';
import {
  TEMPLATE_CATEGORY_COLUMNS,
  TEMPLATE_FEATURED_PRODUCTS,
  TEMPLATE_GRID_COLUMNS,
  TESTIMONIALS_AUTOPLAY_MS,
} from '../constants/store-builder';
import { TEMPLATE_VARIANTS, type PageType } from '../templates';
import { refuseControlCharacters } from './text';

export const PAGE_TYPES = [
  'home',
  'productList',
  'productDetail',
  'about',
  'orderHistory',
] as const satisfies readonly PageType[];

/** The page selector's labels. */
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Home Page',
  productList: 'Product List',
  productDetail: 'Product Detail',
  about: 'About',
  orderHistory: 'Order History',
};

export const COMPONENT_TYPES = [
  'hero',
  'featuredProducts',
  'categoryGrid',
  'newsletter',
  'imageBlock',
  'productGrid',
  'testimonials',
  'productList',
  'productGallery',
  'productInfo',
  'textBlock',
  'orderList',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const TEMPLATE_MESSAGES = {
  unknownPageType: (type: string) => `No templates found for page type: ${type}`,
  unknownTemplate: (pageType: string, name: string) =>
    `There is no template "${name}" for the ${pageType} page`,
  unknownComponent: (pageType: string, type: string) => `The ${pageType} page has no component "${type}"`,
  duplicateComponent: (type: string) => `Component "${type}" is listed twice`,
} as const;

const flag = z.boolean({ error: 'Must be true or false' });
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Must be one of ${values.join(', ')}` });
const whole = (min: number, max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` });
const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });

export const HERO_HEIGHTS = ['small', 'medium', 'large'] as const;
const aspectRatio = choice(['square', 'portrait', 'landscape']);
const productCards = {
  layout: choice(['grid', 'carousel', 'list']),
  productsToShow: whole(1, 24),
  showPrice: flag,
  showDescription: flag,
  columns: whole(1, 6),
};

/**
 * Each component type's settings. Every key is optional (a save may change one setting and the
 * rest keep their values); an unknown key is refused so a typo does not pass silently.
 */
export const COMPONENT_SETTINGS_SCHEMAS = {
  hero: z
    .strictObject({
      showOverlay: flag,
      textPosition: choice(['left', 'center', 'right']),
      height: choice(HERO_HEIGHTS),
    })
    .partial(),
  featuredProducts: z.strictObject(productCards).partial(),
  productGrid: z
    .strictObject({ ...productCards, gapSize: choice(['small', 'medium', 'large']), aspectRatio })
    .partial(),
  categoryGrid: z.strictObject({ columns: whole(1, 6), showImages: flag, aspectRatio }).partial(),
  newsletter: z
    .strictObject({
      backgroundColor: choice(['light', 'dark']),
      showImage: flag,
      heading: text(120),
      subheading: text(240),
    })
    .partial(),
  testimonials: z
    .strictObject({
      style: choice(['cards', 'carousel', 'quotes']),
      autoplay: flag,
      autoplaySpeed: whole(1000, 30_000),
    })
    .partial(),
  imageBlock: z
    .strictObject({
      layout: choice(['full', 'contained', 'split']),
      style: choice(['plain', 'rounded', 'framed']),
      height: choice(HERO_HEIGHTS),
      parallax: flag,
    })
    .partial(),
  productList: z.strictObject({ showDescription: flag, showVariants: flag }).partial(),
  productGallery: z
    .strictObject({
      zoom: flag,
      thumbnails: flag,
      layout: choice(['stacked', 'split', 'grid']),
      navigation: flag,
    })
    .partial(),
  productInfo: z.strictObject({ layout: choice(['stacked', 'split']), showReviews: flag }).partial(),
  textBlock: z
    .strictObject({ layout: choice(['centered', 'left', 'wide']), maxWidth: whole(320, 1440) })
    .partial(),
  orderList: z.strictObject({ showStatus: flag, showDetails: flag }).partial(),
} satisfies Record<ComponentType, z.ZodType>;

/** Settings a component starts with when a page gains it, as §3 gives them. */
export const COMPONENT_DEFAULT_SETTINGS: Record<ComponentType, Record<string, unknown>> = {
  hero: { showOverlay: true, textPosition: 'center', height: 'large' },
  featuredProducts: {
    layout: 'grid',
    productsToShow: TEMPLATE_FEATURED_PRODUCTS,
    showPrice: true,
    showDescription: false,
    columns: TEMPLATE_GRID_COLUMNS,
  },
  productGrid: {
    layout: 'grid',
    productsToShow: TEMPLATE_FEATURED_PRODUCTS,
    showPrice: true,
    showDescription: false,
    columns: TEMPLATE_GRID_COLUMNS,
    gapSize: 'medium',
    aspectRatio: 'square',
  },
  categoryGrid: { columns: TEMPLATE_CATEGORY_COLUMNS, showImages: true, aspectRatio: 'square' },
  newsletter: { backgroundColor: 'light', showImage: false, heading: '', subheading: '' },
  testimonials: { style: 'cards', autoplay: true, autoplaySpeed: TESTIMONIALS_AUTOPLAY_MS },
  imageBlock: { layout: 'full', height: 'medium', parallax: false },
  productList: { showDescription: true, showVariants: false },
  productGallery: { zoom: true, thumbnails: true, layout: 'stacked', navigation: true },
  productInfo: { layout: 'stacked', showReviews: true },
  textBlock: { layout: 'centered', maxWidth: 720 },
  orderList: { showStatus: true, showDetails: true },
};

/**
 * A variant's page config as a page starts with it: its components, each with the type's default
 * settings under the variant's own. Null for a name the page does not have.
 */
export function variantPageTemplate(pageType: PageType, name: string): PageTemplate | null {
  const variant = TEMPLATE_VARIANTS[pageType].find((candidate) => candidate.name === name);
  if (!variant) return null;
  return {
    pageType,
    templateId: variant.name,
    customizations: {},
    componentSettings: variant.components.map(({ type, visible, order, settings }) => ({
      componentId: type,
      visible,
      order,
      settings: { ...COMPONENT_DEFAULT_SETTINGS[type as ComponentType], ...settings },
    })),
  };
}

/** The component types a page may hold: those of any of its variants. */
export function componentTypesOf(pageType: PageType): ComponentType[] {
  const types = new Set(
    TEMPLATE_VARIANTS[pageType].flatMap((variant) => variant.components.map((component) => component.type)),
  );
  return COMPONENT_TYPES.filter((type) => types.has(type));
}

export const isPageType = (value: string): value is PageType =>
  (PAGE_TYPES as readonly string[]).includes(value);
export const isComponentType = (value: string): value is ComponentType =>
  (COMPONENT_TYPES as readonly string[]).includes(value);

const order = whole(0, 99);

/** One component of a page config, its settings checked for its type. */
export const componentSettingSchema = z.discriminatedUnion(
  'componentId',
  COMPONENT_TYPES.map((type) =>
    z.object({
      componentId: z.literal(type),
      visible: flag,
      order,
      settings: (COMPONENT_SETTINGS_SCHEMAS[type] as z.ZodObject).optional().default({}),
    }),
  ) as unknown as [
    z.ZodObject<{ componentId: z.ZodLiteral<ComponentType> }>,
    ...z.ZodObject<{ componentId: z.ZodLiteral<ComponentType> }>[],
  ],
  { error: `componentId must be one of ${COMPONENT_TYPES.join(', ')}` },
);

export type ComponentSetting = {
  componentId: ComponentType;
  visible: boolean;
  order: number;
  settings: Record<string, unknown>;
};

/** Page-wide tweaks beside the variant; small scalar values only. */
export const customizationsSchema = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()]), {
    error: 'customizations must be an object of short values',
  })
  .refine((value) => Object.keys(value).length <= 50, { error: 'At most 50 customizations' });

const pageTemplateFields = {
  templateId: z
    .string({ error: 'templateId is required' })
    .trim()
    .min(1, { error: 'templateId is required' })
    .max(100),
  customizations: customizationsSchema.optional().default({}),
  componentSettings: z.array(componentSettingSchema).max(COMPONENT_TYPES.length).optional(),
};

/** PUT /api/templates/{pageType}. Without componentSettings the variant's own components are used. */
export const pageTemplateBodySchema = refuseControlCharacters(z.object(pageTemplateFields));
export type PageTemplateBody = z.output<typeof pageTemplateBodySchema>;
export type PageTemplateInput = z.input<typeof pageTemplateBodySchema>;

/** One page of a Save All: its type with what PUT /api/templates/{pageType} takes. */
export const pageTemplateWithTypeSchema = z.object({
  pageType: z.enum(PAGE_TYPES, { error: `pageType must be one of ${PAGE_TYPES.join(', ')}` }),
  ...pageTemplateFields,
});

/**
 * PUT /api/templates/{pageType}/components/{componentType}: what changes, the rest is kept.
 * `templateId` is the variant the owner has on screen: when the page is saved with another, the
 * page takes that variant (its own components) before the change.
 */
export const componentUpdateBodySchema = refuseControlCharacters(
  z.object({
    templateId: z
      .string({ error: 'templateId must be text' })
      .trim()
      .min(1, { error: 'templateId is required' })
      .max(100)
      .optional(),
    visible: flag.optional(),
    order: order.optional(),
    settings: z.record(z.string(), z.unknown(), { error: 'settings must be an object' }).optional(),
  }),
);
export type ComponentUpdateBody = z.output<typeof componentUpdateBodySchema>;

export const pageTypeParamsSchema = z.object({ pageType: z.string().max(64) });
export const componentParamsSchema = z.object({
  pageType: z.string().max(64),
  componentType: z.string().max(64),
});

/** One page's config as the api answers it. */
export const pageTemplateSchema = z.object({
  pageType: z.enum(PAGE_TYPES),
  templateId: z.string(),
  customizations: z.record(z.string(), z.unknown()),
  componentSettings: z.array(
    z.object({
      componentId: z.string(),
      visible: z.boolean(),
      order: z.number().int(),
      settings: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type PageTemplate = z.infer<typeof pageTemplateSchema>;

export const pageTemplatesResponseSchema = z.object({ pageTemplates: z.array(pageTemplateSchema) });
