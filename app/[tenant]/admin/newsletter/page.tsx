import type { Metadata } from 'next';
import { NewsletterList } from '@/components/admin/newsletter/newsletter-list';
import '@/app/styles/admin-catalog.css';

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false } };

/** The newsletter list: who signed up, in which state, and its CSV. */
export default function AdminNewsletterPage() {
  return (
    <div className="container page admin-page">
      <header className="admin-list-header">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="page-title">Newsletter</h1>
        </div>
      </header>
      <NewsletterList />
    </div>
  );
}
