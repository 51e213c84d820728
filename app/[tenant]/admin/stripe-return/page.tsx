import { redirect } from 'next/navigation';
import { PAYMENT_PAGES } from '@/lib/schemas/admin-payments';

/** Stripe's return link lands here; the owner carries on in Payment settings (the proxy sends them there first). */
export default function StripeReturnPage(): never {
  redirect(PAYMENT_PAGES.settings);
}
