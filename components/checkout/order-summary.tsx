import { lineKey, type CartItem, type LineAnswer } from '@/lib/cart/cart-item';
import { cartTotals } from '@/lib/cart/cart-rules';
import type { PaymentIntent } from '@/lib/client/checkout';
import { LineAnswers } from '@/components/orders/line-answers';
import { ProductImage } from '@/components/store/product-image';
import { discountLabel } from '@/lib/constants/discounts';
import { SHIPPING_METHOD_LABELS, type ShippingMethod } from '@/lib/constants/shipping';
import { formatPrice, toCents, toDollars } from '@/lib/money';
import { shipsByText } from '@/lib/ship-by-text';
import {
  CHECKOUT_TAX_TEXT,
  taxAddedCents,
  taxShownOf,
  type CheckoutTax,
  type TaxShown,
} from '@/lib/tax/checkout-tax';
import '@/app/styles/checkout.css';

type Line = {
  key: string;
  name: string;
  variantName?: string | null;
  image: string | null;
  quantity: number;
  priceCents: number;
  answers?: LineAnswer[];
};
type Totals = {
  subtotalCents: number;
  shippingCents: number;
  serviceFeeCents: number;
  totalCents: number;
  discountCents: number;
  discountCode: string | null;
  tax: TaxShown;
};

type Props =
  /** Before payment: the basket as it stands. */
  (
    | { items: CartItem[]; held?: undefined }
    /** From payment on: exactly what the payment holds and charges, whatever the basket does meanwhile. */
    | { held: PaymentIntent; items: CartItem[] }
  ) & {
    /** The delivery the shopper chose, named under the shipping line (the payment's own, once open). */
    shippingMethod?: ShippingMethod;
    /** Before payment: the chosen delivery's charge (the flat rate when not given). */
    shippingCents?: number;
    /** Before payment: the applied code and what its Apply took off. */
    discount?: { code: string; discountCents: number } | null;
    /** Before payment: the tax the api quoted for where the goods go (none shown until known). */
    tax?: CheckoutTax | null;
    /** Before payment: the day the api says the basket would ship by (from payment on, the payment's). */
    shipBy?: string | null;
  };

function linesAndTotals({ items, held, shippingCents, discount, tax }: Props): {
  lines: Line[];
  totals: Totals;
} {
  if (!held) {
    const lines = items.map((item) => ({
      key: lineKey(item),
      name: item.name,
      variantName: item.variantName,
      image: item.image,
      quantity: item.quantity,
      priceCents: toCents(item.price),
      answers: item.answers,
    }));
    const totals = cartTotals(items, shippingCents);
    const discountCents = discount?.discountCents ?? 0;
    return {
      lines,
      totals: {
        ...totals,
        totalCents: totals.totalCents - discountCents + taxAddedCents(tax),
        discountCents,
        discountCode: discount?.code ?? null,
        tax: taxShownOf(tax),
      },
    };
  }
  const images = new Map(items.map((item) => [item.id, item.image]));
  const lines = held.items.map((line, index) => ({
    // Two engravings of one piece are two lines of the same product.
    key: `${index}:${lineKey({ id: line.productId, variantId: line.variantId ?? undefined })}`,
    name: line.name,
    variantName: line.variantName,
    image: images.get(line.productId) ?? null,
    quantity: line.quantity,
    priceCents: line.priceCents,
    answers: line.personalisation,
  }));
  return {
    lines,
    totals: {
      ...held,
      totalCents: held.amount,
      discountCents: held.discountCents ?? 0,
      discountCode: held.discountCode ?? null,
      tax: taxShownOf(held),
    },
  };
}

/** The order as checkout shows it: each piece with its quantity and line price, then the totals. */
export function OrderSummary(props: Props) {
  const { lines, totals } = linesAndTotals(props);
  const method = props.held?.shippingMethod ?? props.shippingMethod;
  const shipBy = props.held ? props.held.shipBy : props.shipBy;
  const rows = [
    { label: 'Subtotal', cents: totals.subtotalCents, testId: 'order-summary-subtotal' },
    {
      label: 'Shipping',
      cents: totals.shippingCents,
      testId: 'order-summary-shipping',
      note: method ? SHIPPING_METHOD_LABELS[method] : null,
    },
    { label: 'Service fee', cents: totals.serviceFeeCents, testId: 'order-summary-fee' },
    ...(totals.discountCents > 0 && totals.discountCode
      ? [
          {
            label: discountLabel(totals.discountCode),
            cents: -totals.discountCents,
            testId: 'order-summary-discount',
          },
        ]
      : []),
    ...(totals.tax?.kind === 'added'
      ? [{ label: CHECKOUT_TAX_TEXT.tax, cents: totals.tax.cents, testId: 'order-summary-tax' }]
      : []),
  ];
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className="order-summary__title">
        Order summary
      </h2>
      <ul className="order-summary__items">
        {lines.map((line) => (
          <li key={line.key} className="order-summary__item">
            <ProductImage sources={[line.image]} alt="" className="order-summary__image" />
            <div className="order-summary__name">
              {line.name}
              {line.variantName && (
                <span className="order-summary__variant" data-testid="order-summary-variant">
                  {' '}
                  ({line.variantName})
                </span>
              )}{' '}
              <span className="order-summary__quantity">× {line.quantity}</span>
              <LineAnswers answers={line.answers} className="order-summary__answers" />
            </div>
            <span>{formatPrice(toDollars(line.priceCents * line.quantity))}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        {rows.map((row) => (
          <div key={row.label} className="totals__row">
            <dt>
              {row.label}
              {'note' in row && row.note && (
                <small className="totals__note" data-testid={`${row.testId}-methods`}>
                  {row.note}
                </small>
              )}
            </dt>
            <dd data-testid={row.testId}>
              {row.cents < 0 ? `−${formatPrice(toDollars(-row.cents))}` : formatPrice(toDollars(row.cents))}
            </dd>
          </div>
        ))}
        <div className="totals__row totals__row--total">
          <dt>Total</dt>
          <dd data-testid="order-summary-total">{formatPrice(toDollars(totals.totalCents))}</dd>
        </div>
      </dl>
      {shipBy && (
        <p className="order-summary__ships" data-testid="order-summary-ships">
          {shipsByText(shipBy)}
        </p>
      )}
      {totals.tax?.kind === 'included' && (
        <p className="order-summary__tax-note" data-testid="order-summary-tax-included">
          {CHECKOUT_TAX_TEXT.includedVat(totals.tax.cents)}
        </p>
      )}
      {totals.tax?.kind === 'import' && (
        <p className="order-summary__tax-note" data-testid="order-summary-import-vat">
          {CHECKOUT_TAX_TEXT.importVat}
        </p>
      )}
    </section>
  );
}
