'use client';

import { useState, type ReactNode } from 'react';
import { Options, SelectField } from '@/components/ui/field';
import { MESSAGES } from '@/lib/messages';
import { PAGE_TYPE_LABELS, PAGE_TYPES, isPageType } from '@/lib/schemas/templates';
import { TEMPLATE_VARIANTS, type PageType } from '@/lib/templates';
import { ComponentToggles } from './component-toggles';
import { Tabs } from './tabs';
import type { TemplateEditor } from './use-template-editor';

type Props = {
  editor: TemplateEditor;
  /** Null until the owner chooses a page; the preview shows the whole store meanwhile. */
  pageType: PageType | null;
  onPageType: (pageType: PageType | null) => void;
  /** The colour, font and logo editors, shown under Style. */
  styleEditors: ReactNode;
};

/** The page select's first choice: no page, the whole store in the preview. */
const CHOOSE_PAGE = 'Choose a page';
const CHOOSE_PAGE_HINT =
  'Choose a page to change its layout. Until then the preview shows your store as a whole.';

const SUB_TABS = [
  { id: 'layout', label: 'Layout' },
  { id: 'style', label: 'Style' },
  { id: 'components', label: 'Components' },
] as const;

/** 'Layout Customization': a page, then its Page Layout manager (Layout, Style, Components). */
export function LayoutCustomization({ editor, pageType, onPageType, styleEditors }: Props) {
  return (
    <div className="layout-customization">
      <SelectField
        label="Page"
        value={pageType ?? ''}
        onChange={(event) => onPageType(isPageType(event.target.value) ? event.target.value : null)}
        data-testid="page-type"
      >
        <option value="">{CHOOSE_PAGE}</option>
        <Options values={PAGE_TYPES} labelOf={(type) => PAGE_TYPE_LABELS[type]} />
      </SelectField>
      {pageType ? (
        <PageLayoutManager editor={editor} pageType={pageType} styleEditors={styleEditors} />
      ) : (
        <p className="empty-state">{CHOOSE_PAGE_HINT}</p>
      )}
    </div>
  );
}

type ManagerProps = Omit<Props, 'pageType' | 'onPageType'> & { pageType: PageType };

/** One page's layout: its template variants, the style editors and its components' visibility. */
function PageLayoutManager({ editor, pageType, styleEditors }: ManagerProps) {
  const [subTab, setSubTab] = useState<(typeof SUB_TABS)[number]['id']>('layout');
  const template = editor.working[pageType];
  const unsaved = editor.isPending(pageType);
  return (
    <section className="admin-panel" aria-labelledby="page-layout-title">
      <div className="admin-panel__head">
        <h3 id="page-layout-title" className="admin-panel__title">
          Page Layout: {PAGE_TYPE_LABELS[pageType]}
        </h3>
        <div className="admin-panel__actions">
          <button
            type="button"
            className="button"
            disabled={!unsaved}
            onClick={() => void editor.save(pageType)}
          >
            Save Changes
          </button>
          <button type="button" className="button button--ghost" onClick={() => void editor.reset(pageType)}>
            Reset
          </button>
        </div>
      </div>
      {unsaved && (
        <p className="notice notice--warning admin-panel__notice" role="status">
          {MESSAGES.unsavedChanges}
        </p>
      )}
      {editor.error && (
        <p className="field__error" role="alert" data-testid="template-error">
          {editor.error}
        </p>
      )}
      <Tabs label="Page layout" tabs={SUB_TABS} selected={subTab} onSelect={setSubTab} small>
        {subTab === 'layout' && (
          <VariantCards
            pageType={pageType}
            chosen={template?.templateId}
            onSelect={(name) => editor.selectVariant(pageType, name)}
          />
        )}
        {subTab === 'style' && <div className="admin-stack">{styleEditors}</div>}
        {subTab === 'components' &&
          (editor.loading ? (
            <p role="status">{MESSAGES.loading}</p>
          ) : template ? (
            <ComponentToggles
              template={template}
              onToggle={(id, visible) => void editor.toggleComponent(pageType, id, visible)}
            />
          ) : (
            <p className="empty-state">{MESSAGES.noTemplatesForPage(pageType)}</p>
          ))}
      </Tabs>
    </section>
  );
}

type VariantProps = { pageType: PageType; chosen: string | undefined; onSelect: (name: string) => void };

/** The page's template variants as cards with their previews; the chosen one is checked. */
function VariantCards({ pageType, chosen, onSelect }: VariantProps) {
  const variants = TEMPLATE_VARIANTS[pageType] ?? [];
  if (variants.length === 0) return <p className="empty-state">{MESSAGES.noTemplatesForPage(pageType)}</p>;
  return (
    <div className="variant-cards" role="radiogroup" aria-label="Template">
      {variants.map((variant) => {
        const isChosen = chosen === variant.name;
        return (
          <button
            key={variant.name}
            type="button"
            role="radio"
            aria-checked={isChosen}
            className={`variant-card${isChosen ? ' variant-card--chosen' : ''}`}
            onClick={() => onSelect(variant.name)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- small static previews */}
            <img
              src={variant.preview}
              alt=""
              className="variant-card__image"
              onError={(event) => {
                event.currentTarget.src = '/placeholder.svg';
              }}
            />
            <span className="variant-card__name">{variant.name}</span>
            <span className="variant-card__description">{variant.description}</span>
          </button>
        );
      })}
    </div>
  );
}
