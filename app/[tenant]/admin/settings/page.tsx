import type { Metadata } from 'next';
import Link from 'next/link';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { ContactSettings } from '@/components/admin/settings/contact-settings';
import { DomainSettings } from '@/components/admin/settings/domain-settings';
import { MakingTimeSettings } from '@/components/admin/settings/making-time-settings';
import { PolicySettings } from '@/components/admin/settings/policy-settings';
import { ShippingSettings } from '@/components/admin/settings/shipping-settings';
import { TaxSettings } from '@/components/admin/settings/tax-settings';
import { NotOpenBar } from '@/components/platform/not-open-bar';
import { getOpening } from '@/lib/api/opening';
import { getAppSession } from '@/lib/auth/session';
import { staffRoleOf } from '@/lib/auth/staff-role';
import { mayAccess } from '@/lib/staff-access';
import '@/app/styles/admin-settings.css';
import '@/app/styles/platform.css';
// The shipping form shares the wizard's choice styles.
import '@/components/admin/wizard/wizard.css';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

type Props = { params: Promise<{ tenant: string }> };

/**
 * Settings: opening the store (while a signed-up store is not open yet), the store's domains, its contact details, its shipping, its making time and working days, its taxes, its policy pages,
 * and the person's password; for the owner, the way to the staff screen. A Manager does not see
 * the domains, which are the owner's.
 */
export default async function AdminSettingsPage({ params }: Props) {
  const { tenant } = await params;
  const [session, opening] = await Promise.all([getAppSession(tenant), getOpening(tenant)]);
  const role = staffRoleOf(session.user);
  return (
    <div className="container page admin-page admin-settings">
      <header className="page-header">
        <p className="eyebrow">Back-office</p>
        <h1 className="page-title">Settings</h1>
        <p>
          <Link href="/admin/audit">Activity log</Link>: every change made in the back-office, by whom and
          when.
        </p>
        <p>
          <Link href="/admin/settings/notifications">Notifications</Link>: what you are told by mail (new
          orders, returns, low stock, late orders), and the daily digest.
        </p>
        {mayAccess(role, 'staff') && (
          <p>
            <Link href="/admin/staff">Staff</Link>: who works in the back-office, with which role, and
            inviting one more.
          </p>
        )}
      </header>
      {opening && !opening.open && mayAccess(role, 'settings') && (
        <section className="admin-settings__section" aria-labelledby="settings-opening">
          <h2 id="settings-opening">Opening</h2>
          <p className="admin-settings__muted">
            Until you open the store, shoppers see a “coming soon” page and cannot buy.
          </p>
          <NotOpenBar />
        </section>
      )}
      {mayAccess(role, 'domains') && (
        <section className="admin-settings__section" aria-labelledby="settings-domains">
          <h2 id="settings-domains">Domains</h2>
          <p className="admin-settings__muted">
            The addresses shoppers reach the store at. The primary domain is the one its pages name.
          </p>
          <DomainSettings />
        </section>
      )}
      <section className="admin-settings__section" aria-labelledby="settings-contact">
        <h2 id="settings-contact">Contact details</h2>
        <p className="admin-settings__muted">Shown to shoppers on the storefront.</p>
        <ContactSettings tenant={tenant} />
      </section>
      <section className="admin-settings__section" aria-labelledby="settings-shipping">
        <h2 id="settings-shipping">Shipping &amp; delivery</h2>
        <p className="admin-settings__muted">What checkout offers and charges.</p>
        <ShippingSettings tenant={tenant} />
      </section>
      <section className="admin-settings__section" id="making-time" aria-labelledby="settings-making-time">
        <h2 id="settings-making-time">Making time and working days</h2>
        <p className="admin-settings__muted">
          How long a piece takes before it ships, as the product page says it, and the days the store works:
          ship-by dates skip weekdays off and holidays.
        </p>
        <MakingTimeSettings tenant={tenant} />
      </section>
      <section className="admin-settings__section" id="taxes" aria-labelledby="settings-taxes">
        <h2 id="settings-taxes">Taxes</h2>
        <p className="admin-settings__muted">
          Where the store collects tax and how its prices show it. Sitka charges no tax until you add a place
          you are registered in. Its rates table is a convenience, not tax advice.
        </p>
        <TaxSettings />
      </section>
      <section className="admin-settings__section" id="policies" aria-labelledby="settings-policies">
        <h2 id="settings-policies">Policies</h2>
        <p className="admin-settings__muted">
          Terms of sale, returns, privacy, shipping and your legal notice: linked from the store&rsquo;s
          footer and from checkout. Each starts from a template with your details; check it fits how you work.
        </p>
        <PolicySettings />
      </section>
      <section className="admin-settings__section" aria-labelledby="settings-password">
        <h2 id="settings-password">Password</h2>
        <p className="admin-settings__muted">Changing it signs you out everywhere else.</p>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
