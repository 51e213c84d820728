'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(shipSchema),
    mode: 'onTouched',
    defaultValues: { carrier: 'USPS', trackingNumber: '' },
  });

  const onSubmit = async ({ carrier, trackingNumber }: Values) => {
    setFailure(null);
    const tracking = trackingNumber.trim();
    const result = await moveOrder(orderId, {
      status: 'Shipped',
      ...(tracking ? { trackingNumber: tracking, carrier } : {}),
    });
    if (isClientError(result)) {
      if (result.field === 'trackingNumber' || result.field === 'carrier')
        setError(result.field, { message: result.error });
      else setFailure(result.error);
      return;
    }
    onMoved(result);
  };

  return (
    <form
      className="admin-order__ship"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Ship order"
      data-testid="ship-form"
    >
      <CarrierFields
        idPrefix="ship"
        register={register}
        errors={errors}
        numberLabel="Tracking number (optional)"
      />
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Mark as Shipped'}
      </button>
    </form>
  );
}
