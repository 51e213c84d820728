import type { Metadata } from 'next';
import Link from 'next/link';
import { NoticeSettings } from '@/components/admin/settings/notice-settings';
import '@/app/styles/admin-settings.css';
// The notices' choices share the wizard's choice styles.
import '@/components/admin/wizard/wizard.css';

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } };

/**
 * Settings → Notifications: which notices the store's owners and Orders staff are mailed (new
 * orders, return requests, low stock, late orders), the low-stock threshold, and whether they come
 * one by one or gathered in a daily digest.
 */
export default function NotificationsSettingsPage() {
  return (
    <div className="container page admin-page admin-settings">
      <header className="page-header">
        <p className="eyebrow">
          <Link href="/admin/settings">Settings</Link>
        </p>
        <h1 className="page-title">Notifications</h1>
        <p>What you and your staff with the Orders role are told by mail, each thing once.</p>
      </header>
      <section className="admin-settings__section" aria-labelledby="settings-notices">
        <h2 id="settings-notices">Mail notices</h2>
        <NoticeSettings />
      </section>
    </div>
  );
}
