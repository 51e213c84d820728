'use client';

import Link from 'next/link';
import { useState } from 'react';
import { MESSAGES } from '@/lib/messages';
import { HERO_TEXT_POSITIONS } from '@/lib/schemas/store';
import type { PageType } from '@/lib/templates';
import { BusinessInfo } from './business-info';
import { ColorPanel } from './color-panel';
import { HeroPanel } from './hero-panel';
import { LayoutCustomization } from './layout-customization';
import { LogoPanel } from './logo-panel';
import { NoStore } from './no-store';
import { StorePreview } from './store-preview';
import { Tabs } from './tabs';
import { TypographyPanel } from './typography-panel';
import { businessDraftOf, useStoreCustomization } from './use-store-customization';
import { useTemplateEditor } from './use-template-editor';

const TABS = [
  { id: 'layout', label: 'Layout Customization' },
  { id: 'style', label: 'Style Customization' },
] as const;

type Height = 'small' | 'medium' | 'large';
type HeroPosition = (typeof HERO_TEXT_POSITIONS)[number];

/** /admin/store (spec §2, §4): the store's look, pages and details, with a live preview. */
export function StoreManager({ tenant }: { tenant: string }) {
  const custom = useStoreCustomization(tenant);
  const editor = useTemplateEditor();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('layout');
  const [pageType, setPageType] = useState<PageType>('home');
  const [quickEdit, setQuickEdit] = useState(false);

  if (custom.status === 'loading') {
    return <p role="status" className="admin-status">{MESSAGES.loading}</p>;
  }
  if (custom.status === 'missing') return <NoStore />;
  if (custom.status === 'failed' || !custom.store || !custom.saved || !custom.working) {
    return (
      <p role="alert" className="notice notice--error">
        {custom.error ?? MESSAGES.storeFetchFailed}
      </p>
    );
  }

  const { store, saved, working, pending } = custom;
  const hasPending = Object.keys(pending).length > 0;
  const business = pending.business ?? businessDraftOf(store);
  const heroHeight = (editor.working.home?.componentSettings.find((c) => c.componentId === 'hero')?.settings.height as Height | undefined) ?? 'large';

  const colorPanel = (
    <ColorPanel
      key={`colors-${custom.revision}`}
      initialColors={saved.colors}
      pendingColors={pending.colors}
      onSave={(colors, final) => (final ? custom.saveTheme('colors', { operation: 'updateColors', colors }) : custom.queue({ colors }))}
      onReset={() => custom.drop('colors')}
    />
  );
  const typographyPanel = (
    <TypographyPanel
      key={`fonts-${custom.revision}`}
      initialFonts={saved.fonts}
      pendingFonts={pending.fonts}
      onSave={(fonts, final) => (final ? custom.saveTheme('fonts', { operation: 'updateFonts', fonts }) : custom.queue({ fonts }))}
      onReset={() => custom.drop('fonts')}
    />
  );
  const logoPanel = (
    <LogoPanel
      key={`logo-${custom.revision}`}
      logo={working.logo}
      upload={(file, name) => custom.upload('logo', file, name)}
      onChange={(logo, final) => (final ? custom.saveTheme('logo', { operation: 'updateLogo', logo }) : custom.queue({ logo }))}
    />
  );

  return (
    <div className="store-manager">
      <header className="store-manager__header">
        <div>
          <p className="eyebrow">Store management</p>
          <h1 className="page-title" data-testid="store-title">
            {store.storeName}
          </h1>
        </div>
        <div className="admin-panel__actions">
          <Link href="/admin/store/setup?edit=1" className="button button--ghost">
            Edit with Wizard
          </Link>
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={quickEdit}
            onClick={() => {
              if (quickEdit) custom.drop('business');
              setQuickEdit(!quickEdit);
            }}
          >
            {quickEdit ? 'Cancel' : 'Quick Edit'}
          </button>
          {hasPending && (
            <>
              <button
                type="button"
                className="button"
                disabled={custom.busy}
                onClick={async () => {
                  if (await custom.saveAll()) setQuickEdit(false);
                }}
              >
                Save All Changes
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={custom.busy}
                onClick={async () => {
                  if (await custom.resetAll()) setQuickEdit(false);
                }}
              >
                Reset All Changes
              </button>
            </>
          )}
        </div>
      </header>
      {custom.error && (
        <p role="alert" className="notice notice--error" data-testid="store-error">
          {custom.error}
        </p>
      )}
      <div className="store-manager__grid">
        <div className="store-manager__main">
          <Tabs label="Store customization" tabs={TABS} selected={tab} onSelect={setTab}>
            {tab === 'layout' ? (
              <LayoutCustomization
                editor={editor}
                pageType={pageType}
                onPageType={setPageType}
                styleEditors={
                  <>
                    {colorPanel}
                    {typographyPanel}
                    {logoPanel}
                  </>
                }
              />
            ) : (
              <div className="admin-stack">
                <BusinessInfo value={business} editable={quickEdit} onChange={(value) => custom.queue({ business: value })} />
                <h2 className="admin-section-title">Theme</h2>
                {colorPanel}
                {typographyPanel}
                {logoPanel}
                <HeroPanel
                  hero={saved.hero}
                  height={heroHeight}
                  upload={(file, name) => custom.upload('hero', file, name)}
                  onSave={(hero) => custom.saveTheme('hero', { operation: 'updateHero', hero: { ...hero, textPosition: hero.textPosition as HeroPosition } })}
                  onHeight={(height) => editor.setComponentSettings('home', 'hero', { height })}
                />
              </div>
            )}
          </Tabs>
        </div>
        <aside className="store-manager__preview">
          <StorePreview
            pageType={pageType}
            template={editor.working[pageType]}
            storeName={business.storeName || store.storeName}
            description={business.description || null}
            brandStory={store.businessInfo.brandStory ?? null}
            theme={working}
          />
        </aside>
      </div>
    </div>
  );
}
