import type { ComponentProps } from 'react';
import { env } from '@/lib/env';
import { CheckoutFlow } from './checkout-flow';

type Props = Omit<ComponentProps<typeof CheckoutFlow>, 'publishableKey'>;

/**
 * The checkout page's content for guests and customers alike: its heading, then the flow. The
 * Stripe key is read here, on the server, and handed to the flow.
 */
export function CheckoutScreen(props: Props) {
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Checkout</p>
        <h1 className="page-title">Checkout</h1>
      </header>
      <CheckoutFlow {...props} publishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY} />
    </div>
  );
}
