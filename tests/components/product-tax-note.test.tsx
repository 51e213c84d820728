/**
 * The shelf's tax wording: the product page says "Tax included" when the store's prices include
 * tax, "Plus tax where applicable" when it collects tax on top, nothing when it collects none; and
 * its JSON-LD offers say whether their price includes tax. It also says when the piece ships: its
 * own making time, else the store's default.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeProduct } from './fixtures';

const getProduct = jest.fn();
const getStore = jest.fn();
jest.mock('next/navigation', () => ({ notFound: () => undefined }));
jest.mock('@/lib/api/products', () => ({ getProduct: (...args: unknown[]) => getProduct(...args) }));
jest.mock('@/lib/api/stores', () => ({ getStore: (...args: unknown[]) => getStore(...args) }));
jest.mock('@/lib/api/store-origin', () => ({ getStoreOrigin: async () => 'https://shop.test' }));
jest.mock('@/lib/api/templates', () => ({
  getPageTemplate: async () => ({
    pageType: 'productDetail',
    templateId: 'Standard',
    componentSettings: [{ componentId: 'productInfo', visible: true, order: 0, settings: {} }],
  }),
}));

import ProductPage from '@/app/[tenant]/(store)/product/[id]/page';
import { DEFAULT_THEME } from '@/lib/schemas/store';

const ID = '11111111-1111-4111-8111-111111111111';
const storeWith = (tax: { pricesIncludeTax: boolean; collectsTax: boolean }) => ({
  tenant: 'demo',
  storeName: 'Tide Studio',
  description: null,
  brandStory: null,
  theme: DEFAULT_THEME,
  socialLinks: {},
  shippingMethods: null,
  shippingSettings: null,
  ...tax,
});

async function renderPage() {
  const { container } = render(
    (await ProductPage({ params: Promise.resolve({ tenant: 'demo', id: ID }) })) as ReactElement,
  );
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script!.innerHTML);
}

beforeEach(() => {
  getProduct.mockResolvedValue({
    product: makeProduct({ id: ID, name: 'Raven Pendant', price: 80 }),
    dataSource: 'live',
  });
});

describe('the product page’s tax wording', () => {
  it('says tax is included, and its offer says so, when the store’s prices include tax', async () => {
    getStore.mockResolvedValue(storeWith({ pricesIncludeTax: true, collectsTax: true }));
    const data = await renderPage();
    expect(screen.getByTestId('product-tax-note')).toHaveTextContent('Tax included');
    expect(data.offers.priceSpecification).toMatchObject({
      price: '80.00',
      priceCurrency: 'USD',
      valueAddedTaxIncluded: true,
    });
  });

  it('says tax is added where applicable when the store collects tax on top of its prices', async () => {
    getStore.mockResolvedValue(storeWith({ pricesIncludeTax: false, collectsTax: true }));
    const data = await renderPage();
    expect(screen.getByTestId('product-tax-note')).toHaveTextContent('Plus tax where applicable');
    expect(data.offers.priceSpecification).toMatchObject({ valueAddedTaxIncluded: false });
  });

  it('says nothing of tax when the store collects none', async () => {
    getStore.mockResolvedValue(storeWith({ pricesIncludeTax: false, collectsTax: false }));
    const data = await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Raven Pendant');
    expect(screen.queryByTestId('product-tax-note')).not.toBeInTheDocument();
    expect(screen.queryByText(/tax/i)).not.toBeInTheDocument();
    expect(data.offers.priceSpecification).toMatchObject({ valueAddedTaxIncluded: false });
  });
});

describe('the product page’s making time', () => {
  const untaxed = { pricesIncludeTax: false, collectsTax: false };

  it('says the store’s default when the piece has none, the defaults when the store set none', async () => {
    getStore.mockResolvedValue(storeWith(untaxed));
    await renderPage();
    expect(screen.getByTestId('product-making-time')).toHaveTextContent('Ready to ship in 3 business days');
  });

  it('says the store’s own default making time', async () => {
    getStore.mockResolvedValue({
      ...storeWith(untaxed),
      workCalendar: {
        defaultMakingTime: { kind: 'made', min: 2, max: 3, unit: 'weeks' },
        workingDays: [1, 2, 3, 4, 5],
        holidays: [],
      },
    });
    await renderPage();
    expect(screen.getByTestId('product-making-time')).toHaveTextContent('Made to order: ships in 2–3 weeks');
  });

  it('says the piece’s own making time before the store’s', async () => {
    getStore.mockResolvedValue(storeWith(untaxed));
    getProduct.mockResolvedValue({
      product: makeProduct({
        id: ID,
        name: 'Raven Pendant',
        price: 80,
        makingTime: { kind: 'ready', days: 5 },
      }),
      dataSource: 'live',
    });
    await renderPage();
    expect(screen.getByTestId('product-making-time')).toHaveTextContent('Ready to ship in 5 business days');
  });
});
