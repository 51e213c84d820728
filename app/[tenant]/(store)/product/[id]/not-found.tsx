import Link from 'next/link';
import { MESSAGES } from '@/lib/messages';

/** A product id that names no product of this store. */
export default function ProductNotFound() {
  return (
    <div className="container page page--centered">
      <h1 className="page-title">{MESSAGES.productNotFound}</h1>
      <p className="page-lead">It may have sold out for good or moved. There is plenty more in the shop.</p>
      <Link href="/shop" className="button">
        Back to shop
      </Link>
    </div>
  );
}
