'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { BackupsSection } from '@/components/admin/backups/backups-section';
import { AnalyticsSyncPanel } from '@/components/admin/analytics/sync-panel';
import { WorkspacePanel } from '@/components/admin/notion/workspace-panel';
import { mayOpen } from '@/lib/admin-areas';
import type { DashboardPanel } from '@/lib/constants/admin';
import type { StaffRole } from '@/lib/constants/staff';
import { mayAccess, type StaffArea } from '@/lib/staff-access';
import { PaymentPanel } from './payment-panel';
import '@/app/styles/account.css';

type PanelId = DashboardPanel;

const LINK_CARDS = [
  { href: '/admin/products', title: 'Products', text: 'Your pieces, their prices, stock and photos' },
  { href: '/admin/customers', title: 'Customers', text: 'Who buys from you, and when they last came by' },
  { href: '/admin/reviews', title: 'Reviews', text: 'What verified buyers say of your pieces' },
  { href: '/admin/settings', title: 'Settings', text: 'Your account and store settings' },
  { href: '/admin/integrations', title: 'Integrations', text: 'API keys for your own tools' },
] as const;

type Section = { id: Exclude<PanelId, 'analytics'>; title: string; area: StaffArea; Panel: () => ReactNode };

const SECTIONS: readonly Section[] = [
  { id: 'workspace', title: 'Notion workspace', area: 'settings', Panel: WorkspacePanel },
  { id: 'payments', title: 'Payment settings', area: 'payments', Panel: PaymentPanel },
  { id: 'backups', title: 'Backups', area: 'backups', Panel: BackupsSection },
];

/**
 * The back-office dashboard (spec §2): cards to each area, Analytics toggling its panel, and the
 * workspace, payment and backup sections. One panel at a time: opening one closes the others.
 * `glance` is the owner's day at a glance, rendered on the server beside the cards; `initialOpen`
 * is the panel the address asked for (a list's Connect Notion opens the workspace section). Cards
 * and sections the person's role does not reach are left out.
 */
export function AdminDashboard({
  glance,
  role,
  initialOpen = null,
}: {
  glance: ReactNode;
  role: StaffRole | null;
  initialOpen?: PanelId | null;
}) {
  const [open, setOpen] = useState<PanelId | null>(initialOpen);
  const toggle = (id: PanelId) => setOpen((current) => (current === id ? null : id));

  return (
    <div className="dashboard">
      <div className="dashboard__top">
        <nav aria-label="Dashboard" className="dashboard__cards">
          {LINK_CARDS.filter((card) => mayOpen(role, card.href)).map((card) => (
            <Link key={card.href} href={card.href} className="dashboard-card">
              <span className="dashboard-card__title">{card.title}</span>
              <span className="dashboard-card__text">{card.text}</span>
            </Link>
          ))}
          {mayAccess(role, 'analytics') && (
            <button
              type="button"
              className="dashboard-card dashboard-card--toggle"
              aria-expanded={open === 'analytics'}
              aria-controls="dashboard-panel-analytics"
              onClick={() => toggle('analytics')}
            >
              <span className="dashboard-card__title">Analytics</span>
              <span className="dashboard-card__text">
                {open === 'analytics'
                  ? 'Hide the daily roll-up'
                  : 'Sync the daily roll-up of visits and sales'}
              </span>
            </button>
          )}
        </nav>
        {glance}
      </div>

      {open === 'analytics' && (
        <div id="dashboard-panel-analytics" className="dashboard-analytics">
          <AnalyticsSyncPanel />
          <p className="dashboard-panel__more">
            <Link href="/admin/analytics">See the charts in Analytics</Link>
          </p>
        </div>
      )}

      <div className="dashboard__sections">
        {SECTIONS.filter((section) => mayAccess(role, section.area)).map(({ id, title, Panel }) => (
          <section key={id} className="dashboard-section" aria-labelledby={`dashboard-section-${id}`}>
            <h2 className="dashboard-section__heading" id={`dashboard-section-${id}`}>
              <button
                type="button"
                className="dashboard-section__toggle"
                aria-expanded={open === id}
                aria-controls={`dashboard-panel-${id}`}
                onClick={() => toggle(id)}
              >
                <span>{title}</span>
                <span aria-hidden="true" className="dashboard-section__chevron" />
              </button>
            </h2>
            {open === id && (
              <div id={`dashboard-panel-${id}`} className="dashboard-panel">
                <Panel />
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
