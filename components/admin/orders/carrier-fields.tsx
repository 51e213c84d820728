'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, fieldAria, Options } from '@/components/ui/field';
import { CARRIERS, type Carrier } from '@/lib/tracking';

export type CarrierValues = { carrier: Carrier; trackingNumber: string };

/** The carrier and its tracking number, as the ship form and the tracking form ask them. */
export function CarrierFields({
  idPrefix,
  register,
  errors,
  numberLabel = 'Tracking number',
}: {
  idPrefix: string;
  register: UseFormRegister<CarrierValues>;
  errors: FieldErrors<CarrierValues>;
  numberLabel?: string;
}) {
  const carrierId = `${idPrefix}-carrier`;
  const numberId = `${idPrefix}-number`;
  return (
    <div className="admin-order__carrier">
      <Field id={carrierId} label="Carrier" error={errors.carrier?.message}>
        <select {...register('carrier')} {...fieldAria(carrierId, errors.carrier?.message)} className="input">
          <Options values={CARRIERS} />
        </select>
      </Field>
      <Field id={numberId} label={numberLabel} error={errors.trackingNumber?.message}>
        <input
          {...register('trackingNumber')}
          {...fieldAria(numberId, errors.trackingNumber?.message)}
          className="input"
          autoComplete="off"
          maxLength={120}
        />
      </Field>
    </div>
  );
}
