import type { Metadata } from 'next';
import { RedirectsManager } from '@/components/admin/redirects/redirects-manager';
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-events.css';

export const metadata: Metadata = { title: 'Redirects', robots: { index: false } };

/** Redirects: old addresses of the store (from a shop moved in, or renamed) and where they lead now. */
export default function AdminRedirectsPage() {
  return (
    <div className="container page admin-page admin-events-page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Redirects</h1>
        <p className="page-lead">
          Keep old addresses working, so shoppers and search engines still find your pieces.
        </p>
      </header>
      <RedirectsManager />
    </div>
  );
}
