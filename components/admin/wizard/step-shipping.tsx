'use client';

import { ShippingFields } from '@/components/admin/settings/shipping-fields';

/** Step 6: how orders reach shoppers, and what each way costs; checkout offers and charges these. */
export function StepShipping() {
  return <ShippingFields />;
}
