'use client';

import { useState } from 'react';
import { z } from 'zod';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { isClientError } from '@/lib/client/stores';
import { moveOrder } from '@/lib/client/admin-orders';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { carrierSchema, trackingNumberSchema } from '@/lib/schemas/order-desk';
import { CarrierFields, type CarrierValues } from './carrier-fields';

const shipSchema = z.object({ carrier: carrierSchema, trackingNumber: trackingNumberSchema });
type Values = CarrierValues;

/**
 * Marks a Paid order Shipped, with an optional carrier and tracking number (the api's own rule checks it here
 * first). The api's refusal is shown on the field it names, else above the button.
 */
export function ShipForm({
  orderId,
  onMoved,
}: {
  orderId: string;
  onMoved: (order: AdminOrderDetail) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(shipSchema, { defaultValues: { carrier: 'USPS', trackingNumber: '' } });

  const onSubmit = async ({ carrier, trackingNumber }: Values) => {
    setFailure(null);
    const tracking = trackingNumber.trim();
    const result = await moveOrder(orderId, {
      status: 'Shipped',
      ...(tracking ? { trackingNumber: tracking, carrier } : {}),
    });
    if (isClientError(result)) {
      if (result.field === 'trackingNumber' || result.field === 'carrier')
        form.setError(result.field, { message: result.error });
      else setFailure(result.error);
      return;
    }
    onMoved(result);
  };

  return (
    <Form form={form} onSubmit={onSubmit} label="Ship order" className="admin-order__ship" testId="ship-form">
      <CarrierFields
        idPrefix="ship"
        register={form.register}
        errors={form.formState.errors}
        numberLabel="Tracking number (optional)"
      />
      <FormActions
        label="Mark as Shipped"
        pendingLabel="Saving…"
        message={<FormMessage outcome={refusal(failure)} />}
      />
    </Form>
  );
}
