import { CartTotals } from '@/components/cart/cart-totals';
import { ProductImage } from '@/components/store/product-image';
import type { CartItem } from '@/lib/cart/cart-item';
import { formatPrice, toCents, toDollars } from '@/lib/money';

/** The basket as checkout shows it: each piece with its quantity and line price, then the totals. */
export function OrderSummary({ items }: { items: CartItem[] }) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className="order-summary__title">
        Order summary
      </h2>
      <ul className="order-summary__items">
        {items.map((item) => (
          <li key={item.id} className="order-summary__item">
            <ProductImage sources={[item.image]} alt="" className="order-summary__image" />
            <span className="order-summary__name">
              {item.name} <span className="order-summary__quantity">× {item.quantity}</span>
            </span>
            <span>{formatPrice(toDollars(toCents(item.price) * item.quantity))}</span>
          </li>
        ))}
      </ul>
      <CartTotals items={items} />
    </section>
  );
}
