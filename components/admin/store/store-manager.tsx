'use client';

import Link from 'next/link';
import { useState } from 'react';
import { MESSAGES } from '@/lib/messages';
import type { Theme } from '@/lib/schemas/store';
import type { PageType } from '@/lib/templates';
import { BusinessInfo } from './business-info';
import { ColorPanel } from './color-panel';
import { ConfirmStoreAction, type StoreAction } from './confirm-store-action';
import { HeroPanel, type HeroHeight } from './hero-panel';
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

/**
 * /admin/store (spec §2, §4): the store's look, pages and details, with a live preview. Every edit
 * on this screen waits as pending (the preview shows it) until its panel's save or Save All
 * Changes, which writes all of it at once; Reset All Changes drops it all, after asking.
 */
export function StoreManager({ tenant }: { tenant: string }) {
  const custom = useStoreCustomization(tenant);
  const editor = useTemplateEditor();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('layout');
  const [pageType, setPageType] = useState<PageType>('home');
  const [quickEdit, setQuickEdit] = useState(false);
  const [confirming, setConfirming] = useState<StoreAction | null>(null);

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
  const pendingPages = editor.pendingPages();
  const hasPending = Object.keys(pending).length > 0 || pendingPages.length > 0;
  const business = pending.business ?? businessDraftOf(store);
  const homeHero = editor.working.home?.componentSettings.find((c) => c.componentId === 'hero')?.settings;
  const heroHeight = (homeHero?.height as HeroHeight | undefined) ?? 'large';
  // The panel shows the look the home page's hero has on screen, which is what the storefront shows.
  const hero: Theme['hero'] = {
    ...working.hero,
    overlay: typeof homeHero?.showOverlay === 'boolean' ? homeHero.showOverlay : working.hero.overlay,
    textPosition: typeof homeHero?.textPosition === 'string' ? homeHero.textPosition : working.hero.textPosition,
  };

  const changeHero = (next: Theme['hero']) => {
    custom.queue({ hero: next });
    editor.setComponentSettings('home', 'hero', { showOverlay: next.overlay, textPosition: next.textPosition });
  };

  /** Save Hero: the hero, and its look and height on the saved home page, in one call. */
  const saveHero = async () => {
    const savedHome = editor.saved.home;
    const page = savedHome && homeHero && {
      ...savedHome,
      componentSettings: savedHome.componentSettings.map((c) => (c.componentId === 'hero' ? { ...c, settings: { ...c.settings, showOverlay: hero.overlay, textPosition: hero.textPosition, height: heroHeight } } : c)),
    };
    const body = { theme: { hero: { ...hero, textPosition: hero.textPosition as 'left' } }, ...(page ? { pageTemplates: [{ ...page, customizations: page.customizations as Record<string, string>, componentSettings: page.componentSettings as never }] } : {}) };
    const result = await custom.saveCustomization(body, ['hero'], MESSAGES.heroUpdateFailed);
    if (result) editor.markSaved(result.pageTemplates);
    return Boolean(result);
  };

  const confirm = async (action: StoreAction) => {
    if (action === 'reset') {
      custom.resetAll();
      editor.discard();
      setQuickEdit(false);
    } else if (await custom.rollback()) {
      await editor.reload();
      setQuickEdit(false);
    }
    setConfirming(null);
  };

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
          {hasPending ? (
            <>
              <button
                type="button"
                className="button"
                disabled={custom.busy}
                onClick={async () => {
                  const result = await custom.saveAll(pendingPages);
                  if (!result) return;
                  editor.applySaved(result.pageTemplates);
                  setQuickEdit(false);
                }}
              >
                Save All Changes
              </button>
              <button type="button" className="button button--ghost" disabled={custom.busy} onClick={() => setConfirming('reset')}>
                Reset All Changes
              </button>
            </>
          ) : (
            <button type="button" className="button button--ghost" disabled={custom.busy} onClick={() => setConfirming('rollback')}>
              Undo Last Save
            </button>
          )}
        </div>
      </header>
      {custom.error && (
        <p role="alert" className="notice notice--error" data-testid="store-error">
          {custom.error}
        </p>
      )}
      {confirming && <ConfirmStoreAction action={confirming} busy={custom.busy} onConfirm={() => void confirm(confirming)} onCancel={() => setConfirming(null)} />}
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
                  key={`hero-${custom.revision}`}
                  hero={hero}
                  height={heroHeight}
                  pending={Boolean(pending.hero) || editor.isPending('home')}
                  upload={(file, name) => custom.upload('hero', file, name)}
                  onChange={changeHero}
                  onHeight={(height) => editor.setComponentSettings('home', 'hero', { height })}
                  onSave={saveHero}
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
