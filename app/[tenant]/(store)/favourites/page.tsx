import type { Metadata } from 'next';
import { FavouritesList } from '@/components/store/favourites-list';

export const metadata: Metadata = { title: 'Favourites', robots: { index: false } };

/** The shopper's favourites. They live in the browser or the account, so the page is the same for everyone. */
export default function FavouritesPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Kept for later</p>
        <h1 className="page-title">Favourites</h1>
      </header>
      <FavouritesList />
    </div>
  );
}
