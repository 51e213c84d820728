import type { Metadata } from 'next';
import { GuestOrderSuccess } from '@/components/checkout/guest-order-success';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Thank you for your order', robots: { index: false } };

/** A guest's confirmation; the order comes from the checkout in this tab (see GuestOrderSuccess). */
export default function GuestOrderSuccessPage() {
  return (
    <div className="container page">
      <GuestOrderSuccess
        recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}
        isDevelopment={env.NODE_ENV !== 'production'}
      />
    </div>
  );
}
