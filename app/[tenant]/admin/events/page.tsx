import type { Metadata } from 'next';
import { EventsManager } from '@/components/admin/events/events-manager';
import '@/app/styles/admin-settings.css';
import '@/app/styles/admin-events.css';

export const metadata: Metadata = { title: 'Events', robots: { index: false } };

/** Events: the markets and events the storefront's Events page lists. */
export default function AdminEventsPage() {
  return (
    <div className="container page admin-page admin-events-page">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Events</h1>
        <p className="page-lead">Where shoppers can meet you in person. Past events stay listed as past.</p>
      </header>
      <EventsManager />
    </div>
  );
}
