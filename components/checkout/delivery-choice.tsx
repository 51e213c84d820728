'use client';

import type { UseFormRegister } from 'react-hook-form';
import { SHIPPING_METHOD_LABELS, type ShippingMethod } from '@/lib/constants/shipping';
import type { CheckoutFormInput } from '@/lib/checkout/checkout-form';
import { formatPrice, toDollars } from '@/lib/money';
import type { ShippingSettings } from '@/lib/schemas/shipping';
import { methodPriceText, parcelCountry } from '@/lib/shipping';
import '@/app/styles/checkout.css';

type Props = {
  available: ShippingMethod[];
  chosen: ShippingMethod | null;
  settings: ShippingSettings | null;
  subtotalCents: number;
  /** What the basket weighs, packaging included (rates by weight). */
  grams: number;
  /** The country typed for an address abroad. */
  country: string | undefined;
  register: UseFormRegister<CheckoutFormInput>;
};

const cents = (value: number) => formatPrice(toDollars(value));

/** The delivery methods that fit the address, each with what it costs; the shopper picks one. */
export function DeliveryChoice(props: Props) {
  const { available, chosen, settings, subtotalCents, grams, country, register } = props;
  return (
    <div className="checkout-delivery" data-testid="checkout-delivery">
      {available.map((method) => (
        <label key={method} className="checkout-delivery__option">
          <input
            type="radio"
            value={method}
            checked={chosen === method}
            {...register('shippingMethod')}
            data-testid={`checkout-method-${method}`}
          />
          <span className="checkout-delivery__name">{SHIPPING_METHOD_LABELS[method]}</span>
          <span className="checkout-delivery__price">
            {methodPriceText(
              settings,
              method,
              subtotalCents,
              { country: parcelCountry(method, country), grams },
              cents,
            )}
          </span>
        </label>
      ))}
    </div>
  );
}

/** Where and how to collect a pickup order, as the owner set it. */
export function PickupNote({ settings }: { settings: ShippingSettings | null }) {
  const pickup = settings?.pickup;
  return (
    <div className="checkout-pickup" data-testid="checkout-pickup">
      <p>No shipping address is needed: you collect your order from the studio.</p>
      {pickup?.address && (
        <p>
          <strong>Pickup address:</strong> {pickup.address}
        </p>
      )}
      {pickup?.instructions && <p className="checkout-pickup__instructions">{pickup.instructions}</p>}
    </div>
  );
}
