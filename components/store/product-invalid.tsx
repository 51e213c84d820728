import Link from 'next/link';

/**
 * The product page's invalid state (spec §4): asked for a product it cannot show, a blank id or
 * data without a name or price. The message is the spec's; the way back is the shop.
 */
export function ProductInvalid({ message }: { message: string }) {
  return (
    <div className="container page page--centered" role="alert" data-testid="product-invalid">
      <h1 className="page-title">{message}</h1>
      <p className="page-lead">This piece cannot be shown right now. There is plenty more in the shop.</p>
      <Link href="/shop" className="button">
        Back to shop
      </Link>
    </div>
  );
}
