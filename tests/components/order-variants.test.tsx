import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OrderItems } from '@/components/admin/orders/order-panels';
import { RefundPanel } from '@/components/admin/orders/refund-panel';
import { ProductJsonLd } from '@/components/store/product-json-ld';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { answer } from './admin-support';
import { adminOrder } from './admin-order-fixture';
import { makeProduct } from './fixtures';

const RING = '6c1f7a52-3a1e-4c39-9a55-1d7f0f3c2a22';
const SIZE_6 = '66666666-6666-4666-8666-666666666666';
const SIZE_7 = '77777777-7777-4777-8777-777777777777';

const twoSizes = (): AdminOrderDetail =>
  adminOrder({
    items: [
      {
        productId: RING,
        variantId: SIZE_6,
        variantName: 'Size 6',
        name: 'Tide Pool Ring',
        price: 40,
        quantity: 1,
        image: null,
      },
      {
        productId: RING,
        variantId: SIZE_7,
        variantName: 'Size 7',
        name: 'Tide Pool Ring',
        price: 40,
        quantity: 1,
        image: null,
      },
    ],
    returnable: [
      { productId: RING, variantId: SIZE_6, quantity: 1 },
      { productId: RING, variantId: SIZE_7, quantity: 1 },
    ],
  });

describe('an order of two sizes in the back-office', () => {
  it('names each line with its size', () => {
    render(<OrderItems items={twoSizes().items} />);
    expect(screen.getByText('Tide Pool Ring — Size 6 × 1')).toBeInTheDocument();
    expect(screen.getByText('Tide Pool Ring — Size 7 × 1')).toBeInTheDocument();
  });

  it('restocks one size by its own line, sending its variant', async () => {
    const onChanged = jest.fn();
    global.fetch = jest.fn(async () => answer(200, twoSizes())) as jest.Mock;
    render(<RefundPanel order={twoSizes()} onChanged={onChanged} />);
    fireEvent.click(screen.getByLabelText('Restock items'));
    // Nothing is ticked to start with: the owner ticks the size that came back.
    expect(screen.getByRole('checkbox', { name: 'Tide Pool Ring — Size 6' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tide Pool Ring — Size 7' }));
    expect(screen.queryByRole('spinbutton', { name: 'Tide Pool Ring — Size 6' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Tide Pool Ring — Size 7' })).toHaveValue(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.click(within(screen.getByTestId('refund-confirm')).getByRole('button', { name: /^Refund \$/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const body = JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body));
    expect(body.items).toEqual([{ productId: RING, variantId: SIZE_7, quantity: 1 }]);
  });
});

describe('an order whose lines the api named with their size', () => {
  it('names each restock line as the order does', () => {
    const order = adminOrder({
      items: [
        { productId: RING, name: 'Tide Pool Ring — Size 6', price: 40, quantity: 1, image: null },
        { productId: RING, name: 'Tide Pool Ring — Size 7', price: 40, quantity: 2, image: null },
      ],
      returnable: [
        { productId: RING, variantId: SIZE_6, quantity: 1 },
        { productId: RING, variantId: SIZE_7, quantity: 2 },
      ],
    });
    render(<RefundPanel order={order} onChanged={jest.fn()} />);
    fireEvent.click(screen.getByLabelText('Restock items'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tide Pool Ring — Size 6' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tide Pool Ring — Size 7' }));
    expect(screen.getByRole('spinbutton', { name: 'Tide Pool Ring — Size 6' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Tide Pool Ring — Size 7' })).toHaveValue(2);
  });
});

describe('JSON-LD of a product with variants', () => {
  it('lists one offer per variant, with its name, SKU, price, list price and availability', () => {
    const { container } = render(
      <ProductJsonLd
        origin="https://shop.example"
        pricesIncludeTax
        product={makeProduct({
          id: RING,
          price: 45,
          compareAtPrice: 50,
          variants: [
            { id: SIZE_6, name: 'Size 6', sku: 'TPR-6', price: null, totalInventory: 0 },
            { id: SIZE_7, name: 'Size 7', sku: null, price: 52, totalInventory: null },
          ],
        })}
      />,
    );
    const data = JSON.parse(container.querySelector('script')!.innerHTML);
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Size 6',
        sku: 'TPR-6',
        price: '45.00',
        priceCurrency: 'USD',
        // Size 6 costs the product's price, below the compare-at price: the list price goes with it.
        priceSpecification: [
          {
            '@type': 'PriceSpecification',
            price: '45.00',
            priceCurrency: 'USD',
            valueAddedTaxIncluded: true,
          },
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/ListPrice',
            price: '50.00',
            priceCurrency: 'USD',
            valueAddedTaxIncluded: true,
          },
        ],
        availability: 'https://schema.org/OutOfStock',
        url: `https://shop.example/product/${RING}?variant=${SIZE_6}`,
      },
      {
        '@type': 'Offer',
        name: 'Size 7',
        price: '52.00',
        priceCurrency: 'USD',
        // Size 7 costs more than the compare-at price: no sale, no list price.
        priceSpecification: {
          '@type': 'PriceSpecification',
          price: '52.00',
          priceCurrency: 'USD',
          valueAddedTaxIncluded: true,
        },
        availability: 'https://schema.org/InStock',
        url: `https://shop.example/product/${RING}?variant=${SIZE_7}`,
      },
    ]);
  });

  it('keeps the single offer of a product without variants', () => {
    const { container } = render(
      <ProductJsonLd origin="https://shop.example" product={makeProduct({ price: 45 })} />,
    );
    const data = JSON.parse(container.querySelector('script')!.innerHTML);
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '45.00',
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: '45.00',
        priceCurrency: 'USD',
        valueAddedTaxIncluded: false,
      },
      availability: 'https://schema.org/InStock',
      url: `https://shop.example/product/${data.sku}`,
    });
  });
});
