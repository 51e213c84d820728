import type { ReactElement } from 'react';
import { MESSAGES } from '@/lib/messages';
import { isPageType, type ComponentType, type PageTemplate } from '@/lib/schemas/templates';
import { visibleComponents } from '@/lib/template-view';
import type { SectionProps, TemplateData } from './types';

export type Section = (props: SectionProps) => ReactElement | null;
export type Sections = Partial<Record<ComponentType, Section>>;

type Props = {
  pageType: string;
  /** The saved config, or the back-office's working copy. */
  config: Pick<PageTemplate, 'componentSettings'>;
  data: TemplateData;
  /** The sections this page can show; a component without one here is left out. */
  sections: Sections;
};

/**
 * A storefront page as its template says: the visible components in their order, each with its
 * settings. Each live page passes only its own sections, so it ships only their client code; the
 * back-office preview passes them all (TemplatePage).
 */
export function TemplateSections({ pageType, config, data, sections: registry }: Props) {
  if (!isPageType(pageType)) {
    return (
      <p className="empty-state" role="alert">
        {MESSAGES.templateNotFound}
      </p>
    );
  }
  const components = visibleComponents(config);
  const sections = components.flatMap(({ type, settings }) => {
    const Section = registry[type];
    if (!Section) return [];
    return [
      <div key={type} className={`template-section template-section--${type}`} data-template-component={type}>
        <Section settings={settings} data={data} />
      </div>,
    ];
  });
  if (pageType !== 'productDetail') return <>{sections}</>;
  // Modern Split puts gallery and details side by side on wide screens; Standard stacks them.
  const split = components.some(
    ({ type, settings }) =>
      (type === 'productGallery' || type === 'productInfo') && settings.layout === 'split',
  );
  return (
    <div
      className={`product-layout ${split ? 'product-layout--split' : 'product-layout--stacked'}`}
      data-layout={split ? 'split' : 'stacked'}
    >
      {sections}
    </div>
  );
}
