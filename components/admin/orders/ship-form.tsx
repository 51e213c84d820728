'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, fieldAria } from '@/components/ui/field';
import { isClientError } from '@/lib/client/stores';
import { moveOrder } from '@/lib/client/admin-orders';
import { orderStatusBodySchema, type AdminOrderDetail } from '@/lib/schemas/admin-orders';

const shipSchema = z.object({ trackingNumber: orderStatusBodySchema.shape.trackingNumber.unwrap() });
type Values = z.input<typeof shipSchema>;

/**
 * Marks a Paid order Shipped, with an optional tracking number (the api's own rule checks it here
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
    defaultValues: { trackingNumber: '' },
  });

  const onSubmit = async ({ trackingNumber }: Values) => {
    setFailure(null);
    const tracking = trackingNumber.trim();
    const result = await moveOrder(orderId, {
      status: 'Shipped',
      ...(tracking ? { trackingNumber: tracking } : {}),
    });
    if (isClientError(result)) {
      if (result.field === 'trackingNumber') setError('trackingNumber', { message: result.error });
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
      <Field id="tracking-number" label="Tracking number (optional)" error={errors.trackingNumber?.message}>
        <input
          {...register('trackingNumber')}
          {...fieldAria('tracking-number', errors.trackingNumber?.message)}
          className="input"
          autoComplete="off"
          maxLength={120}
        />
      </Field>
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
