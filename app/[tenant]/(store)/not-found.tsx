import Link from 'next/link';

/** A store page that does not exist. */
export default function StoreNotFound() {
  return (
    <div className="container page page--centered">
      <h1 className="page-title">Page not found</h1>
      <p className="page-lead">The page you are looking for is not here.</p>
      <Link href="/shop" className="button">
        Browse the shop
      </Link>
    </div>
  );
}
