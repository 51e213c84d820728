import Link from 'next/link';
import { LoadState } from '@/components/ui/load-state';

/** Back to My Orders, for a signed-in customer (`href`); a guest with an emailed link has no list. */
export function BackToOrders({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Link href={href} className="button button--secondary">
      Back to My Orders
    </Link>
  );
}

/** An order's page while its data loads, or when it could not: the way back to the list then. */
export function OrderPageLoading(props: {
  className: string;
  testId: string;
  error: unknown;
  failed: string;
  ordersHref: string | null;
}) {
  return (
    <div className={props.className} data-testid={props.testId}>
      <LoadState error={props.error} failed={props.failed} />
      {props.error ? <BackToOrders href={props.ordersHref} /> : null}
    </div>
  );
}
