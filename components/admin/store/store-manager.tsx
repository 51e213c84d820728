'use client';

import { useState } from 'react';
import { MESSAGES } from '@/lib/messages';
import type { PageType } from '@/lib/templates';
import { ConfirmStoreAction } from './confirm-store-action';
import { heroEditing } from './hero-editing';
import { LayoutCustomization } from './layout-customization';
import { NoStore } from './no-store';
import { StoreManagerHeader } from './store-manager-header';
import { StorePreview } from './store-preview';
import { StyleCustomization } from './style-customization';
import { Tabs } from './tabs';
import { ThemePanels } from './theme-panels';
import { useStoreActions } from './use-store-actions';
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
  // No page chosen at first: the preview shows the store as a whole (spec §2).
  const [pageType, setPageType] = useState<PageType | null>(null);
  const actions = useStoreActions(custom, editor);

  if (custom.status === 'loading') {
    return (
      <p role="status" className="admin-status">
        {MESSAGES.loading}
      </p>
    );
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
  const { confirming } = actions;
  const hasPending = Object.keys(pending).length > 0 || editor.pendingPages().length > 0;
  const business = pending.business ?? businessDraftOf(store);
  const hero = heroEditing(custom, editor, working);
  const themePanels = <ThemePanels custom={custom} saved={saved} working={working} pending={pending} />;

  return (
    <div className="store-manager">
      <StoreManagerHeader
        storeName={store.storeName}
        quickEdit={actions.quickEdit}
        onQuickEdit={actions.toggleQuickEdit}
        hasPending={hasPending}
        busy={custom.busy}
        onSaveAll={() => void actions.saveAll()}
        onAsk={actions.ask}
      />
      {/* Said until the next edit waits to be saved. */}
      {actions.notice && !hasPending && !custom.error && (
        <p role="status" className="notice notice--success" data-testid="store-saved">
          {actions.notice}
        </p>
      )}
      {custom.error && (
        <p role="alert" className="notice notice--error" data-testid="store-error">
          {custom.error}
        </p>
      )}
      {confirming && (
        <ConfirmStoreAction
          action={confirming}
          busy={custom.busy}
          onConfirm={() => void actions.confirm(confirming)}
          onCancel={() => actions.ask(null)}
        />
      )}
      <div className="store-manager__grid">
        <div className="store-manager__main">
          <Tabs label="Store customization" tabs={TABS} selected={tab} onSelect={setTab}>
            {tab === 'layout' ? (
              <LayoutCustomization
                editor={editor}
                pageType={pageType}
                onPageType={setPageType}
                styleEditors={themePanels}
              />
            ) : (
              <StyleCustomization
                custom={custom}
                business={business}
                quickEdit={actions.quickEdit}
                themePanels={themePanels}
                hero={hero}
                heroPending={Boolean(pending.hero) || editor.isPending('home')}
              />
            )}
          </Tabs>
        </div>
        <aside className="store-manager__preview">
          <StorePreview
            pageType={pageType}
            template={pageType ? editor.working[pageType] : undefined}
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
