/** The page template variants of the back-office spec, with their default components. */
export type PageType = 'home' | 'productList' | 'productDetail' | 'about' | 'orderHistory';

export type TemplateComponent = {
  type: string;
  visible: boolean;
  order: number;
  settings: Record<string, unknown>;
};
export type TemplateVariant = {
  name: string;
  description: string;
  preview: string;
  isDefault?: boolean;
  components: TemplateComponent[];
};

const c = (type: string, order: number, settings: Record<string, unknown> = {}): TemplateComponent => ({
  type,
  visible: true,
  order,
  settings,
});

export const TEMPLATE_VARIANTS: Record<PageType, TemplateVariant[]> = {
  home: [
    {
      name: 'Classic',
      description: 'A full-width hero, a carousel of featured pieces, categories and a newsletter sign-up.',
      preview: '/templates/home-classic.svg',
      isDefault: true,
      components: [
        c('hero', 0, { showOverlay: true, textPosition: 'center', height: 'large' }),
        // The spec's home: the hero, then a product carousel (storefront §2).
        c('featuredProducts', 1, {
          layout: 'carousel',
          productsToShow: 4,
          showPrice: true,
          showDescription: false,
          columns: 4,
        }),
        c('categoryGrid', 2, { columns: 3, showImages: true, aspectRatio: 'square' }),
        c('newsletter', 3, {
          backgroundColor: 'light',
          showImage: false,
          heading: 'Join our studio list',
          subheading: 'New pieces and market dates, a few times a year.',
        }),
        c('testimonials', 4, { style: 'cards', autoplay: true, autoplaySpeed: 5000 }),
      ],
    },
    {
      name: 'Modern',
      description: 'A split hero and a large product grid.',
      preview: '/templates/home-modern.svg',
      components: [
        c('hero', 0, { showOverlay: false, textPosition: 'left', height: 'medium' }),
        c('productGrid', 1, {
          layout: 'grid',
          productsToShow: 8,
          showPrice: true,
          showDescription: true,
          columns: 4,
          gapSize: 'medium',
          aspectRatio: 'square',
        }),
        c('imageBlock', 2, { layout: 'full', height: 'medium', parallax: true }),
        c('newsletter', 3, {
          backgroundColor: 'dark',
          showImage: true,
          heading: 'Stay in touch',
          subheading: '',
        }),
      ],
    },
  ],
  productList: [
    {
      name: 'Grid View',
      description: 'Products in a grid of cards.',
      preview: '/templates/list-grid.svg',
      isDefault: true,
      components: [
        c('productGrid', 0, {
          layout: 'grid',
          productsToShow: 4,
          showPrice: true,
          showDescription: false,
          columns: 4,
          gapSize: 'medium',
          aspectRatio: 'square',
        }),
      ],
    },
    {
      name: 'List View',
      description: 'Products in a list with descriptions.',
      preview: '/templates/list-list.svg',
      components: [c('productList', 0, { showDescription: true, showVariants: false })],
    },
  ],
  productDetail: [
    {
      name: 'Standard',
      description:
        'Gallery above the details; on a wide screen, a photo no taller than the screen beside them.',
      preview: '/templates/detail-standard.svg',
      isDefault: true,
      components: [
        c('productGallery', 0, { zoom: true, thumbnails: true, layout: 'stacked', navigation: true }),
        c('productInfo', 1, { layout: 'stacked', showReviews: true }),
      ],
    },
    {
      name: 'Modern Split',
      description: 'Gallery and details side by side.',
      preview: '/templates/detail-split.svg',
      components: [
        c('productGallery', 0, { zoom: true, thumbnails: true, layout: 'split', navigation: true }),
        c('productInfo', 1, { layout: 'split', showReviews: true }),
      ],
    },
  ],
  about: [
    {
      name: 'Story',
      description: 'The maker’s story with an image.',
      preview: '/templates/about-story.svg',
      isDefault: true,
      components: [
        c('textBlock', 0, { layout: 'centered', maxWidth: 720 }),
        c('imageBlock', 1, { layout: 'full', height: 'medium', parallax: false }),
      ],
    },
  ],
  orderHistory: [
    {
      name: 'Standard',
      description: 'Orders with their status.',
      preview: '/templates/orders-standard.svg',
      isDefault: true,
      components: [c('orderList', 0, { showStatus: true, showDetails: true })],
    },
  ],
};

/** The page config a new store starts with: each page's default variant. */
export function defaultPageTemplates() {
  return (Object.keys(TEMPLATE_VARIANTS) as PageType[]).map((pageType) => {
    const variant = TEMPLATE_VARIANTS[pageType].find((v) => v.isDefault) ?? TEMPLATE_VARIANTS[pageType][0];
    return {
      pageType,
      templateId: variant.name,
      customizations: {},
      componentSettings: variant.components.map(({ type, visible, order, settings }) => ({
        componentId: type,
        visible,
        order,
        settings,
      })),
    };
  });
}
