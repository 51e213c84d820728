import Link from 'next/link';

/** Shown when no store page matches at all. */
export default function NotFound() {
  return (
    <main className="container page page--centered">
      <h1>Page not found</h1>
      <p className="page-lead">The page you are looking for is not here.</p>
      <Link href="/" className="button">
        Back to the home page
      </Link>
    </main>
  );
}
