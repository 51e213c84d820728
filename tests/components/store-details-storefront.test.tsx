import { render, screen, within } from '@testing-library/react';
import { OrderSummary } from '@/components/checkout/order-summary';
import { SiteFooter } from '@/components/store/site-footer';
import type { CartItem } from '@/lib/cart/cart-item';
import type { PaymentIntent } from '@/lib/client/checkout';

describe('storefront footer links', () => {
  it('shows only the filled links, opened safely and named for the store', () => {
    render(
      <SiteFooter
        storeName="Fjord Ceramics"
        socialLinks={{ website: 'https://fjord.example', instagram: '@fjordclay', pinterest: '' }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Follow us' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(2);
    const website = screen.getByRole('link', { name: 'Fjord Ceramics website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://fjord.example');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const instagram = screen.getByRole('link', { name: 'Fjord Ceramics on Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/fjordclay/');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /Pinterest/ })).not.toBeInTheDocument();
  });

  it('shows the Made in Alaska mark, named for screen readers', () => {
    render(<SiteFooter storeName="Fjord Ceramics" />);
    expect(screen.getByRole('img', { name: 'Made in Alaska certified' })).toBeVisible();
  });

  it('has no link list when the store has no links', () => {
    render(<SiteFooter storeName="Fjord Ceramics" />);
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.getByText(/Fjord Ceramics · Handcrafted in Alaska/)).toBeInTheDocument();
  });
});

describe('checkout summary', () => {
  const items = [
    { id: 'p1', name: 'Sea glass ring', price: 48, quantity: 1, image: null },
  ] as unknown as CartItem[];

  it('names the delivery the shopper chose beside its charge, not every method the store offers', () => {
    render(<OrderSummary items={items} shippingMethod="pickup" shippingCents={0} />);
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('order-summary-shipping-methods')).toHaveTextContent(/^Local pickup$/);
  });

  it('names the delivery the open payment holds once it is open', () => {
    const held = {
      clientSecret: 'secret',
      paymentIntentId: 'pi_1',
      amount: 7798,
      provider: 'test',
      items: [{ productId: 'p1', name: 'Sea glass ring', quantity: 1, priceCents: 4800 }],
      subtotalCents: 4800,
      shippingCents: 0,
      serviceFeeCents: 299,
      shippingMethod: 'international',
    } as unknown as PaymentIntent;
    render(<OrderSummary held={held} items={items} shippingMethod="national" />);
    expect(screen.getByTestId('order-summary-shipping-methods')).toHaveTextContent(
      /^International shipping$/,
    );
  });

  it('shows the shipping line alone when no method is named', () => {
    render(<OrderSummary items={items} />);
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$11.99');
    expect(screen.queryByTestId('order-summary-shipping-methods')).not.toBeInTheDocument();
  });
});
