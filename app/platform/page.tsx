import Link from 'next/link';
import { PLATFORM_LINKS } from '@/lib/constants/platform';

/** The platform's home: what Sitka is, and the two ways in. */
export default function PlatformHome() {
  return (
    <>
      <h1 className="page-title">A shop of your own for what you make</h1>
      <p className="platform__lead">
        Sitka is for makers of handmade goods: jewellery, ceramics, prints, woodwork. You get a store on your
        own address, with your pieces, your stock and your orders in one place.
      </p>
      <ul className="platform__points">
        <li>Photograph a piece, give it a price and how many you have; shoppers see when it sells out.</li>
        <li>Take card payments, pack orders, print packing slips and handle returns.</li>
        <li>Sell at markets too: list your events, and keep one stock count for both.</li>
        <li>Your store stays closed behind a “coming soon” page until you open it.</li>
      </ul>
      <p>It is a small platform made with care, not a marketplace: your shoppers come to you.</p>
      <div className="platform__actions">
        <Link href={PLATFORM_LINKS.start} className="button button--primary" data-testid="start-your-store">
          Start your store
        </Link>
        <Link href={PLATFORM_LINKS.signIn} className="button button--ghost">
          Sign in
        </Link>
      </div>
    </>
  );
}
