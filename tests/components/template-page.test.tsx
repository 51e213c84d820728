import { render, screen, within } from '@testing-library/react';
import { TemplatePage, type TemplateData } from '@/components/templates';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { TEMPLATE_VARIANTS, defaultPageTemplates, type PageType } from '@/lib/templates';
import { makeProduct } from './fixtures';

const products = Array.from({ length: 6 }, (_, index) =>
  makeProduct({
    id: `11111111-1111-4111-8111-11111111111${index}`,
    name: `Piece ${index + 1}`,
    price: 10 + index,
    description: `Description of piece ${index + 1}`,
  }),
);
const store: TemplateData['store'] = {
  storeName: 'Sitka Silver',
  description: 'Silver from the coast.',
  brandStory: null,
  theme: DEFAULT_THEME,
};
const defaults = (pageType: PageType) =>
  defaultPageTemplates().find((template) => template.pageType === pageType)!;
const order = () =>
  Array.from(document.querySelectorAll('[data-template-component]')).map((element) =>
    element.getAttribute('data-template-component'),
  );

describe('TemplatePage: home', () => {
  it('renders the Classic sections in their default order: the hero, then a carousel of featured pieces', async () => {
    render(<TemplatePage pageType="home" config={defaults('home')} data={{ store, products }} />);
    expect(order()).toEqual(['hero', 'featuredProducts', 'categoryGrid', 'newsletter', 'testimonials']);
    expect(screen.getByRole('heading', { level: 1, name: 'Sitka Silver' })).toBeInTheDocument();
    // A carousel, not a grid: four featured pieces by default, of the six given, shown shortly after the hero.
    const carousel = screen.getByRole('region', { name: 'Featured pieces' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('button', { name: 'Pause the carousel' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Featured pieces' })).getAllByTestId('product-card'),
    ).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Join our studio list' })).toBeInTheDocument();
  });

  it('follows a reordered config, leaves out a hidden component and applies the settings', () => {
    const config = {
      componentSettings: [
        {
          componentId: 'hero',
          visible: true,
          order: 2,
          settings: { height: 'small', showOverlay: false, textPosition: 'left' },
        },
        {
          componentId: 'featuredProducts',
          visible: true,
          order: 1,
          settings: { productsToShow: 2, columns: 2, showPrice: false, showDescription: true },
        },
        { componentId: 'categoryGrid', visible: false, order: 3, settings: {} },
        {
          componentId: 'newsletter',
          visible: true,
          order: 0,
          settings: { heading: 'Hear from the bench', subheading: 'Twice a year.', backgroundColor: 'dark' },
        },
        { componentId: 'testimonials', visible: true, order: 4, settings: {} },
      ],
    };
    render(<TemplatePage pageType="home" config={config} data={{ store, products }} />);
    expect(order()).toEqual(['newsletter', 'featuredProducts', 'hero', 'testimonials']);
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();

    const hero = screen.getByRole('region', { name: 'Sitka Silver' });
    expect(hero).toHaveStyle({ minHeight: '400px' });
    expect(hero).toHaveClass('hero--left');
    expect(screen.queryByTestId('hero-overlay')).not.toBeInTheDocument();

    const featured = screen.getByRole('list', { name: 'Featured pieces' });
    expect(within(featured).getAllByTestId('product-card')).toHaveLength(2);
    expect(featured).toHaveStyle({ '--grid-columns': '2' });
    expect(within(featured).queryByText('$10.00')).not.toBeInTheDocument();
    expect(within(featured).getByText('Description of piece 1')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Hear from the bench' })).toBeInTheDocument();
    expect(screen.getByText('Twice a year.')).toBeInTheDocument();
    expect(screen.getByTestId('newsletter-form').closest('section')).toHaveClass('newsletter-band--dark');
  });

  it('gives the hero its large height, a 0.4 overlay and the theme picture, the default picture without one', () => {
    const theme = {
      ...DEFAULT_THEME,
      hero: { ...DEFAULT_THEME.hero, url: '/api/store-media/hero.webp', altText: 'The studio' },
    };
    const { unmount } = render(
      <TemplatePage
        pageType="home"
        config={defaults('home')}
        data={{ store: { ...store, theme }, products }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Sitka Silver' })).toHaveStyle({ minHeight: '600px' });
    expect(screen.getByTestId('hero-overlay')).toHaveStyle({ opacity: '0.4' });
    expect(screen.getByRole('img', { name: 'The studio' })).toHaveAttribute(
      'src',
      '/api/store-media/hero.webp',
    );
    expect(screen.getByRole('img', { name: 'The studio' })).not.toHaveAttribute('srcset');
    unmount();
    render(<TemplatePage pageType="home" config={defaults('home')} data={{ store, products }} />);
    const image = document.querySelector('.hero__image');
    expect(image).toHaveAttribute('src', '/hero-default.webp');
    // A phone picks a rendition of its own width rather than the 1600 px file.
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image?.getAttribute('srcset')).toContain('/hero-default-480.webp 480w');
    expect(image?.getAttribute('srcset')).toContain('/hero-default.webp 1600w');
  });

  it('shows three sample categories in three columns, linking to the shop', () => {
    render(<TemplatePage pageType="home" config={defaults('home')} data={{ store, products }} />);
    const grid = screen.getByRole('heading', { name: 'Shop by category' }).closest('section')!;
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Rings/),
      expect.stringMatching(/^Necklaces/),
      expect.stringMatching(/^Ceramics/),
    ]);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/shop'));
    expect(grid.querySelector('.category-grid')).toHaveStyle({ '--grid-columns': '3' });
  });

  it('shows only the store’s categories that hold listed pieces, and no section when all are empty', () => {
    const category = (name: string, slug: string, productCount: number, sortOrder: number) => ({
      id: `2222222${sortOrder}-2222-4222-8222-222222222222`,
      name,
      slug,
      sortOrder,
      image: null,
      productCount,
    });
    const categories = [
      category('Rings', 'rings', 3, 0),
      category('Brooches & Pins', 'brooches-pins', 0, 1),
      category('Necklaces', 'necklaces', 1, 2),
    ];
    const { unmount } = render(
      <TemplatePage pageType="home" config={defaults('home')} data={{ store, products, categories }} />,
    );
    const grid = screen.getByRole('heading', { name: 'Shop by category' }).closest('section')!;
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rings3 pieces', 'Necklaces1 piece']);
    expect(grid).not.toHaveTextContent('Brooches');
    unmount();

    render(
      <TemplatePage
        pageType="home"
        config={defaults('home')}
        data={{ store, products, categories: [category('Brooches & Pins', 'brooches-pins', 0, 1)] }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();
    expect(screen.queryByText('0 pieces')).not.toBeInTheDocument();
  });

  it('renders the Modern variant: product grid of all products and the image block', () => {
    render(
      <TemplatePage
        pageType="home"
        config={{ componentSettings: modernComponents() }}
        data={{ store, products: products.slice(0, 1), gridProducts: products }}
      />,
    );
    expect(order()).toEqual(['hero', 'productGrid', 'imageBlock', 'newsletter']);
    expect(
      within(screen.getByRole('list', { name: 'The collection' })).getAllByTestId('product-card'),
    ).toHaveLength(6);
    expect(screen.getByRole('img', { name: 'Sitka Silver' })).toHaveStyle({ minHeight: '500px' });
  });

  it("says 'Template not found' for an unknown page type", () => {
    render(<TemplatePage pageType="checkout" config={defaults('home')} data={{ store, products }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Template not found');
    expect(order()).toEqual([]);
  });
});

/** The Modern variant as the api saves it. */
function modernComponents() {
  return TEMPLATE_VARIANTS.home
    .find((variant) => variant.name === 'Modern')!
    .components.map(({ type, visible, order: position, settings }) => ({
      componentId: type,
      visible,
      order: position,
      settings,
    }));
}
