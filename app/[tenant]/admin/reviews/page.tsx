import type { Metadata } from 'next';
import { ReviewSettingsForm } from '@/components/admin/reviews/review-settings-form';
import { ReviewsManager } from '@/components/admin/reviews/reviews-manager';
import '@/app/styles/admin-settings.css';

export const metadata: Metadata = { title: 'Reviews', robots: { index: false } };

/** Reviews from verified buyers: publish, hide and reply, and when buyers are asked. */
export default function AdminReviewsPage() {
  return (
    <div className="container page admin-page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Reviews</h1>
        <p className="page-lead">
          Reviews from verified buyers of your pieces. Hidden reviews leave the product page and its rating.
        </p>
      </header>
      <ReviewsManager />
      <ReviewSettingsForm />
    </div>
  );
}
