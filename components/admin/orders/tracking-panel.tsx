'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveTracking } from '@/lib/client/admin-orders';
import { isClientError } from '@/lib/client/stores';
import { trackingEditable } from '@/lib/order-desk';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { trackingBodySchema } from '@/lib/schemas/order-desk';
import type { Tracking } from '@/lib/tracking';
import { CarrierFields, type CarrierValues } from './carrier-fields';

/** The number, linked to the carrier's tracking page when it has one, then the carrier. */
export function TrackingLink({
  tracking,
  testId = 'tracking-number',
}: {
  tracking: Tracking;
  testId?: string;
}) {
  const carrier = tracking.carrier === 'Other' ? null : ` (${tracking.carrier})`;
  if (!tracking.url)
    return (
      <>
        <strong data-testid={testId}>{tracking.trackingNumber}</strong>
        {carrier}
      </>
    );
  return (
    <>
      <a href={tracking.url} target="_blank" rel="noopener noreferrer">
        <strong data-testid={testId}>{tracking.trackingNumber}</strong>
        <span className="visually-hidden">
          {' '}
          (track the package on the carrier’s site, opens in a new tab)
        </span>
      </a>
      {carrier}
    </>
  );
}

function TrackingForm({
  order,
  onSaved,
  onCancel,
}: {
  order: AdminOrderDetail;
  onSaved: (order: AdminOrderDetail) => void;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CarrierValues>({
    resolver: zodResolver(trackingBodySchema),
    defaultValues: {
      carrier: order.tracking?.carrier ?? 'USPS',
      trackingNumber: order.tracking?.trackingNumber ?? order.trackingNumber ?? '',
    },
  });
  const onSubmit = async (body: CarrierValues) => {
    setFailure(null);
    const result = await saveTracking(order.id, body);
    if (isClientError(result)) {
      if (result.field === 'carrier' || result.field === 'trackingNumber')
        setError(result.field, { message: result.error });
      else setFailure(result.error);
      return;
    }
    onSaved(result);
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit tracking">
      <CarrierFields idPrefix="edit-tracking" register={register} errors={errors} />
      {failure && (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-order__buttons">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save tracking'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * A shipped order's tracking: the carrier's link, and a form to add or correct it (the customer
 * is emailed the new link). Nothing before the order ships: the ship form asks for it then.
 */
export function TrackingPanel({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Orders shipped before carriers were asked may carry only the number.
  const shown: Tracking | null =
    order.tracking ??
    (order.trackingNumber ? { carrier: 'Other', trackingNumber: order.trackingNumber, url: null } : null);
  if (!trackingEditable(order.status) && !shown) return null;
  return (
    <div className="admin-order__tracking">
      {editing ? (
        <TrackingForm
          order={order}
          onCancel={() => setEditing(false)}
          onSaved={(changed) => {
            setEditing(false);
            setSaved(true);
            onChanged(changed);
          }}
        />
      ) : (
        <>
          <p>
            Tracking number{' '}
            {shown ? <TrackingLink tracking={shown} /> : <span className="admin-order__muted">none yet</span>}
          </p>
          {saved && (
            <p className="admin-order__muted" role="status">
              Tracking saved. The customer has been emailed the new tracking link.
            </p>
          )}
          {trackingEditable(order.status) && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {shown ? 'Edit tracking' : 'Add tracking'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
