'use client';

import { saveTracking } from '@/lib/client/admin-orders';
import { trackingEditable } from '@/lib/order-desk';
import { trackingBodySchema } from '@/lib/schemas/order-desk';
import type { Tracking } from '@/lib/tracking';
import { CarrierFields, type CarrierValues } from './carrier-fields';
import type { OrderEditFormProps, OrderPanelProps } from './order-edit-form';
import { OrderEditForm, useEditing, useOrderEditForm } from './order-edit-form';

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

function TrackingForm({ order, onSaved, onCancel }: OrderEditFormProps) {
  const edit = useOrderEditForm<CarrierValues>({
    schema: trackingBodySchema,
    defaultValues: {
      carrier: order.tracking?.carrier ?? 'USPS',
      trackingNumber: order.tracking?.trackingNumber ?? order.trackingNumber ?? '',
    },
    fields: ['carrier', 'trackingNumber'],
    save: (body) => saveTracking(order.id, body),
    onSaved,
  });
  return (
    <OrderEditForm edit={edit} label="Edit tracking" saveLabel="Save tracking" onCancel={onCancel}>
      <CarrierFields
        idPrefix="edit-tracking"
        register={edit.form.register}
        errors={edit.form.formState.errors}
      />
    </OrderEditForm>
  );
}

/**
 * A shipped order's tracking: the carrier's link, and a form to add or correct it (the customer
 * is emailed the new link). Nothing before the order ships: the ship form asks for it then.
 */
export function TrackingPanel({ order, onChanged }: OrderPanelProps) {
  const { editing, saved, edit, cancel, done } = useEditing(onChanged);
  // Orders shipped before carriers were asked may carry only the number.
  const shown: Tracking | null =
    order.tracking ??
    (order.trackingNumber ? { carrier: 'Other', trackingNumber: order.trackingNumber, url: null } : null);
  if (!trackingEditable(order.status) && !shown) return null;
  return (
    <div className="admin-order__tracking">
      {editing ? (
        <TrackingForm order={order} onCancel={cancel} onSaved={done} />
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
            <button type="button" className="button button--quiet" onClick={edit}>
              {shown ? 'Edit tracking' : 'Add tracking'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
