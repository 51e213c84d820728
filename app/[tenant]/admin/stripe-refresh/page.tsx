import { redirect } from 'next/navigation';
import { PAYMENT_PAGES } from '@/lib/schemas/admin-payments';

/** Stripe's refresh link lands here; the owner carries on in Payment settings (the proxy sends them there first). */
export default function StripeRefreshPage(): never {
  redirect(PAYMENT_PAGES.settings);
}
