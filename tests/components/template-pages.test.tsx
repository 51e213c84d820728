import { render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { TemplatePage, type TemplateData } from '@/components/templates';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { TEMPLATE_VARIANTS, type PageType } from '@/lib/templates';
import { makeProduct } from './fixtures';

// The shop's search box opens its results page through the router.
jest.mock('next/navigation', () => jest.requireActual('../support/next-navigation'));
jest.mock('@/lib/realtime/inventory-socket', () => ({ openInventorySocket: () => ({ close: jest.fn() }) }));
const loadProductPage = jest.fn();
jest.mock('@/lib/catalog/load-products', () => ({
  loadProductPage: (...args: unknown[]) => loadProductPage(...args),
}));

const products = [
  makeProduct({
    id: '11111111-1111-4111-8111-111111111110',
    name: 'Tide Line Ring',
    description: 'Hammered sterling band.',
  }),
  makeProduct({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Kelp Pendant',
    description: 'A pendant on a fine chain.',
  }),
];
const store: TemplateData['store'] = {
  storeName: 'Sitka Silver',
  description: 'Silver and stoneware from Sitka.',
  brandStory: null,
  theme: DEFAULT_THEME,
};

/** A variant's components as the api answers them. */
const variant = (pageType: PageType, name: string) => ({
  componentSettings: TEMPLATE_VARIANTS[pageType]
    .find((candidate) => candidate.name === name)!
    .components.map(({ type, visible, order, settings }) => ({
      componentId: type,
      visible,
      order,
      settings,
    })),
});

describe('Product List templates', () => {
  it('Grid View shows cards in columns without descriptions', () => {
    render(
      <TemplatePage
        pageType="productList"
        config={variant('productList', 'Grid View')}
        data={{ store, products }}
      />,
    );
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(grid).toHaveAttribute('data-view', 'grid');
    expect(grid).toHaveClass('product-grid');
    expect(within(grid).getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.queryByText('Hammered sterling band.')).not.toBeInTheDocument();
  });

  it('List View shows rows with descriptions', () => {
    render(
      <TemplatePage
        pageType="productList"
        config={variant('productList', 'List View')}
        data={{ store, products }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list).toHaveAttribute('data-view', 'list');
    expect(within(list).getAllByTestId('product-card')[0]).toHaveClass('product-card--row');
    expect(screen.getByText('Hammered sterling band.')).toBeInTheDocument();
    expect(screen.getByText('A pendant on a fine chain.')).toBeInTheDocument();
  });

  it('on the live shop, List View lists the whole catalog, the rest loaded after the featured pieces', async () => {
    loadProductPage.mockResolvedValue({
      products: [
        makeProduct({
          id: '22222222-2222-4222-8222-222222222222',
          name: 'Tidepool Mug',
          featured: false,
          description: 'Stoneware.',
        }),
      ],
      dataSource: 'live',
      nextCursor: null,
    });
    render(
      <TemplatePage
        pageType="productList"
        config={variant('productList', 'List View')}
        data={{
          store,
          catalog: { featured: { products, dataSource: 'live', nextCursor: null }, tenantId: 'demo' },
        }}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('data-view', 'list');
    expect(screen.getByText('Stoneware.')).toBeInTheDocument();
  });
});

describe('Product Detail templates', () => {
  const renderDetail = (name: string) =>
    render(
      <RealtimeProvider url="http://realtime.test" tenantId="demo">
        <TemplatePage
          pageType="productDetail"
          config={variant('productDetail', name)}
          data={{ store, product: products[0] }}
        />
      </RealtimeProvider>,
    );

  it('Standard stacks the gallery above the details', () => {
    const { container } = renderDetail('Standard');
    const layout = container.querySelector('.product-layout')!;
    expect(layout).toHaveAttribute('data-layout', 'stacked');
    expect(layout).toHaveClass('product-layout--stacked');
    expect(Array.from(layout.children).map((child) => child.getAttribute('data-template-component'))).toEqual(
      ['productGallery', 'productInfo'],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tide Line Ring' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Basket' })).toBeInTheDocument();
  });

  it('Modern Split sets the gallery and the details side by side', () => {
    const { container } = renderDetail('Modern Split');
    const layout = container.querySelector('.product-layout')!;
    expect(layout).toHaveAttribute('data-layout', 'split');
    expect(layout).toHaveClass('product-layout--split');
    expect(
      within(layout as HTMLElement).getByRole('heading', { level: 1, name: 'Tide Line Ring' }),
    ).toBeInTheDocument();
  });
});

describe('About: the Story template', () => {
  it("tells the owner's brand story, with the store's picture", () => {
    const brandStory = 'It began at a kitchen table in Sitka.\n\nNow the bench faces the harbour.';
    render(
      <TemplatePage
        pageType="about"
        config={variant('about', 'Story')}
        data={{ store: { ...store, brandStory } }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('It began at a kitchen table in Sitka.')).toBeInTheDocument();
    expect(screen.getByText('Now the bench faces the harbour.')).toBeInTheDocument();
    expect(screen.queryByText('Silver and stoneware from Sitka.')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sitka Silver' })).toHaveStyle({ minHeight: '500px' });
    expect(
      Array.from(document.querySelectorAll('[data-template-component]')).map((element) =>
        element.getAttribute('data-template-component'),
      ),
    ).toEqual(['textBlock', 'imageBlock']);
  });

  it("falls back to the store's description without a brand story", () => {
    render(<TemplatePage pageType="about" config={variant('about', 'Story')} data={{ store }} />);
    expect(screen.getByText('Silver and stoneware from Sitka.')).toBeInTheDocument();
  });
});

describe('Order History template', () => {
  const orders = [
    {
      id: 'o-1',
      orderId: 'ORD-1001',
      status: 'Shipped',
      type: 'regular',
      createdAt: '2025-10-01T12:00:00.000Z',
      total: 45,
      tenantName: 'Demo',
      products: [{ id: 'p-1', name: 'Tide Line Ring', price: 45, quantity: 1, image: null }],
    },
  ];
  beforeEach(() => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => orders });
  });

  const renderOrders = (settings: Record<string, unknown>) =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <TemplatePage
          pageType="orderHistory"
          config={{ componentSettings: [{ componentId: 'orderList', visible: true, order: 0, settings }] }}
          data={{ store, ordersEmail: 'shopper@demo.test' }}
        />
      </SWRConfig>,
    );

  it('shows status and items by default', async () => {
    renderOrders({});
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).getByText(/Tide Line Ring × 1/)).toBeInTheDocument();
  });

  it('leaves them out when showStatus and showDetails are off', async () => {
    renderOrders({ showStatus: false, showDetails: false });
    const card = await screen.findByTestId('order-card');
    expect(within(card).queryByText('Shipped')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Tide Line Ring × 1/)).not.toBeInTheDocument();
    expect(within(card).getByText('ORD-1001')).toBeInTheDocument();
  });
});
