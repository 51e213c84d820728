'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Fieldset, InputField } from '@/components/ui/field';
import { LoadState } from '@/components/ui/load-state';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { isClientError, type ClientError } from '@/lib/client/bff-call';
import { createManualOrder } from '@/lib/client/manual-orders';
import { saleBody } from '@/lib/manual-sale';
import { toCents } from '@/lib/money';
import {
  MANUAL_ORDER_MESSAGES,
  MANUAL_PAYMENT_LABELS,
  MANUAL_PAYMENTS,
  type ManualOrderInput,
  type ManualOrderResult,
  type ManualPayment,
} from '@/lib/schemas/manual-order';
import { EventSelect } from './event-select';
import {
  AddressFields,
  CustomLineForm,
  DiscountFields,
  EMPTY_ADDRESS,
  type Address,
  type DiscountChoice,
  type FieldsOf,
} from './order-extras';
import { PieceGrid } from './piece-grid';
import { SaleLines } from './sale-lines';
import { usePieces, useSaleEvent, useSaleLines } from './use-sale';

type Delivery = { kind: 'handover' | 'ship'; method: 'national' | 'international'; address: Address };

function discountOf(choice: DiscountChoice): ManualOrderInput['discount'] {
  if (choice.kind === 'code' && choice.value.trim()) return { code: choice.value.trim() };
  if (choice.kind === 'amount' && choice.value.trim()) return { amountCents: toCents(Number(choice.value)) };
  return undefined;
}

function deliveryOf(delivery: Delivery): ManualOrderInput['delivery'] {
  if (delivery.kind === 'handover') return { kind: 'handover' };
  const { country, ...rest } = delivery.address;
  return {
    kind: 'ship',
    method: delivery.method,
    address: { ...rest, ...(country.trim() ? { country: country.trim() } : {}) },
  };
}

/** Handed over there and then, or shipped by a method of the store's to an address. */
function DeliveryFields({ value: delivery, onChange, errorOf }: FieldsOf<Delivery>) {
  return (
    <Fieldset legend="Delivery">
      <ToggleGroup
        label="Delivery"
        options={[
          { value: 'handover', label: 'Handed over' },
          { value: 'ship', label: 'Ship' },
        ]}
        value={delivery.kind}
        onChange={(kind) => onChange({ ...delivery, kind })}
      />
      {delivery.kind === 'ship' && (
        <>
          <ToggleGroup
            label="Shipping method"
            options={[
              { value: 'national', label: 'National' },
              { value: 'international', label: 'International' },
            ]}
            value={delivery.method}
            onChange={(method) => onChange({ ...delivery, method })}
          />
          <AddressFields
            value={delivery.address}
            onChange={(address) => onChange({ ...delivery, address })}
            errorOf={errorOf}
          />
        </>
      )}
    </Fieldset>
  );
}

/** The order is made: what happened, with a link to its page. */
function OrderMade({ result, onNext }: { result: ManualOrderResult; onNext: () => void }) {
  const text =
    result.status === 'Pending Payment' && result.mailedTo
      ? MANUAL_ORDER_MESSAGES.linkSent(result.orderId, result.mailedTo)
      : MANUAL_ORDER_MESSAGES.saleRecorded(result.orderId);
  return (
    <div className="market__done">
      <p role="status">{text}</p>
      <Link href={`/admin/orders/${result.id}`}>Open order {result.orderId}</Link>
      <button type="button" className="button button--ghost" onClick={onNext}>
        New order
      </button>
    </div>
  );
}

/**
 * The back-office's New order: pieces from the catalog or lines of the seller's own, a discount,
 * handed over or shipped, the buyer, paid there or sent the payment link, and the event it belongs to.
 */
export function NewOrderForm() {
  const [q, setQ] = useState('');
  const sale = useSaleLines();
  const { pieces, error } = usePieces(q);
  const { events, eventId, choose } = useSaleEvent();
  const [discount, setDiscount] = useState<DiscountChoice>({ kind: 'none', value: '' });
  const [delivery, setDelivery] = useState<Delivery>({
    kind: 'handover',
    method: 'national',
    address: EMPTY_ADDRESS,
  });
  const [customer, setCustomer] = useState({ email: '', name: '' });
  const [payment, setPayment] = useState<ManualPayment>('cash');
  const [failure, setFailure] = useState<ClientError | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ManualOrderResult | null>(null);
  const errorOf = (field: string) => (failure?.field === field ? failure.error : undefined);

  async function submit() {
    setBusy(true);
    setFailure(null);
    const body = saleBody(
      sale.lines,
      { method: payment, ...customer, eventId },
      { delivery: deliveryOf(delivery), discount: discountOf(discount) },
    );
    const answer = await createManualOrder(body);
    setBusy(false);
    if (isClientError(answer)) return setFailure(answer);
    sale.clear();
    setResult(answer);
  }

  if (result) return <OrderMade result={result} onNext={() => setResult(null)} />;
  return (
    <form
      className="market"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <EventSelect id="order-event" events={events} value={eventId} onChange={choose} />
      <InputField
        id="order-search"
        type="search"
        label="Search pieces"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {pieces ? (
        <PieceGrid pieces={pieces} lines={sale.lines} onAdd={sale.add} />
      ) : (
        <LoadState error={error} failed={MANUAL_ORDER_MESSAGES.piecesFailed} />
      )}
      <CustomLineForm onAdd={sale.addCustom} />
      <SaleLines lines={sale.lines} onChange={sale.change} onRemove={sale.remove} />
      <DiscountFields
        discount={discount}
        onChange={setDiscount}
        error={errorOf('discount.code') ?? errorOf('discount.amountCents')}
      />
      <DeliveryFields value={delivery} onChange={setDelivery} errorOf={errorOf} />
      <Fieldset legend="Customer">
        <InputField
          id="order-email"
          type="email"
          label="Email"
          value={customer.email}
          error={errorOf('customer.email')}
          onChange={(e) => setCustomer({ ...customer, email: e.target.value })}
        />
        <InputField
          id="order-name"
          label="Name"
          value={customer.name}
          onChange={(e) => setCustomer({ ...customer, name: e.target.value })}
        />
      </Fieldset>
      <ToggleGroup
        label="Payment"
        options={MANUAL_PAYMENTS.map((value) => ({ value, label: MANUAL_PAYMENT_LABELS[value] }))}
        value={payment}
        onChange={setPayment}
      />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || sale.lines.length === 0}>
        Create order
      </button>
    </form>
  );
}
