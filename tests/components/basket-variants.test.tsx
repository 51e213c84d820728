import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CartView } from '@/components/cart/cart-view';
import { OrderSummary } from '@/components/checkout/order-summary';
import { ProductCard } from '@/components/store/product-card';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import type { CartProduct } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import { createPaymentIntent } from '@/lib/client/checkout';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { connectLiveStock } from '@/tests/support/realtime';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const sockets: { onUpdate: (event: InventoryUpdateEvent) => void }[] = [];
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: (options: { onUpdate: (event: InventoryUpdateEvent) => void }) => {
    sockets.push({ onUpdate: options.onUpdate });
    return { close: jest.fn() };
  },
}));

const RING = '11111111-1111-4111-8111-111111111111';
const SIZE_6 = '66666666-6666-4666-8666-666666666666';
const SIZE_7 = '77777777-7777-4777-8777-777777777777';
const ringIn = (variantId: string, variantName: string, totalInventory: number): CartProduct => ({
  id: RING,
  name: 'Tide Line Ring',
  variantId,
  variantName,
  price: 45,
  image: null,
  size: null,
  totalInventory,
});

const lineOf = (variantName: string) => screen.getByText(variantName).closest('li')!;

beforeEach(() => {
  localStorage.clear();
  sockets.splice(0);
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
  });
});

describe('basket lines of variants', () => {
  it('shows two sizes of one ring as two lines, each named, with its own quantity and Remove', () => {
    act(() => {
      cartStore.add(ringIn(SIZE_6, 'Size 6', 1));
      cartStore.add(ringIn(SIZE_7, 'Size 7', 3));
      cartStore.add(ringIn(SIZE_7, 'Size 7', 3));
    });
    render(<CartView />);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(
      within(lineOf('Size 7')).getByRole('spinbutton', { name: 'Quantity of Tide Line Ring — Size 7' }),
    ).toHaveValue(2);
    expect(within(lineOf('Size 7')).getByRole('link', { name: 'Tide Line Ring' })).toHaveAttribute(
      'href',
      `/product/${RING}?variant=${SIZE_7}`,
    );
    fireEvent.change(within(lineOf('Size 6')).getByTestId('cart-quantity'), { target: { value: '4' } });
    expect(within(lineOf('Size 6')).getByTestId('cart-quantity')).toHaveValue(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tide Line Ring — Size 6' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByText('Size 7')).toBeInTheDocument();
  });

  it('flags the line of a size that sold out live, and not the other size', async () => {
    jest.useFakeTimers();
    try {
      act(() => {
        cartStore.add(ringIn(SIZE_6, 'Size 6', 1));
        cartStore.add(ringIn(SIZE_7, 'Size 7', 3));
      });
      render(
        <RealtimeProvider url="http://realtime.test" tenantId="demo">
          <CartView />
        </RealtimeProvider>,
      );
      await connectLiveStock();
      act(() =>
        sockets[0].onUpdate({ productId: RING, newInventory: 3, variantId: SIZE_6, newVariantInventory: 0 }),
      );
      expect(within(lineOf('Size 6')).getByRole('alert')).toHaveTextContent('Out of Stock');
      expect(within(lineOf('Size 7')).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the size in the checkout summary, before payment and in what the payment holds', () => {
    const items = [{ ...ringIn(SIZE_7, 'Size 7', 3), quantity: 1 }];
    const { rerender } = render(<OrderSummary items={items} />);
    expect(screen.getByTestId('order-summary-variant')).toHaveTextContent('Size 7');
    const held = {
      clientSecret: 's',
      paymentIntentId: 'pi_1',
      amount: 5998,
      provider: 'test' as const,
      items: [
        {
          productId: RING,
          variantId: SIZE_7,
          variantName: 'Size 7',
          name: 'Tide Line Ring',
          quantity: 1,
          priceCents: 4500,
        },
      ],
      subtotalCents: 4500,
      shippingCents: 1199,
      serviceFeeCents: 299,
    };
    rerender(<OrderSummary items={items} held={held} />);
    expect(screen.getByTestId('order-summary-variant')).toHaveTextContent('Size 7');
  });

  it('sends each line’s variant to checkout', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 400, json: async () => ({ error: 'No' }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const items = [
      { ...ringIn(SIZE_7, 'Size 7', 3), quantity: 2 },
      { ...ringIn(SIZE_6, 'Size 6', 1), quantity: 1 },
    ];
    await createPaymentIntent(items, {} as never, 'key');
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.items).toEqual([
      { id: RING, variantId: SIZE_7, quantity: 2, price: 45 },
      { id: RING, variantId: SIZE_6, quantity: 1, price: 45 },
    ]);
  });
});

describe('a product card with variants', () => {
  const variants = [
    { id: SIZE_6, name: 'Size 6', sku: null, price: null, totalInventory: 0 },
    { id: SIZE_7, name: 'Size 7', sku: null, price: 52, totalInventory: 2 },
  ];

  it('says From the lowest price and sends the shopper to choose a size', () => {
    render(<ProductCard product={makeProduct({ id: RING, price: 45, variants })} />);
    expect(screen.getByText('From $45.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Choose a size\s+for Tide Line Ring$/ })).toHaveAttribute(
      'href',
      `/product/${RING}`,
    );
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  it('is sold out only when every variant is', () => {
    const soldOut = variants.map((variant) => ({ ...variant, totalInventory: 0 }));
    render(
      <ProductCard product={makeProduct({ id: RING, price: 45, totalInventory: 0, variants: soldOut })} />,
    );
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose a size/ })).not.toBeInTheDocument();
  });
});
