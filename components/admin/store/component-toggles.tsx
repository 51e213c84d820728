'use client';

import type { PageTemplate } from '@/lib/schemas/templates';

/** Readable names for the component types. */
export const COMPONENT_LABELS: Record<string, string> = {
  hero: 'Hero',
  featuredProducts: 'Featured Products',
  categoryGrid: 'Category Grid',
  newsletter: 'Newsletter',
  imageBlock: 'Image Block',
  productGrid: 'Product Grid',
  testimonials: 'Testimonials',
  productList: 'Product List',
  productGallery: 'Product Gallery',
  productInfo: 'Product Info',
  textBlock: 'Text Block',
  orderList: 'Order List',
};

type Props = { template: PageTemplate; onToggle: (componentId: string, visible: boolean) => void };

/** Components: one visibility checkbox per component of the page, in their order. */
export function ComponentToggles({ template, onToggle }: Props) {
  const components = [...template.componentSettings].sort((a, b) => a.order - b.order);
  return (
    <fieldset className="admin-panel component-toggles">
      <legend className="admin-panel__title">Components</legend>
      {components.map((component) => (
        <label key={component.componentId} className="admin-check">
          <input
            type="checkbox"
            checked={component.visible}
            data-testid={`component-${component.componentId}`}
            onChange={(event) => onToggle(component.componentId, event.target.checked)}
          />
          {COMPONENT_LABELS[component.componentId] ?? component.componentId}
        </label>
      ))}
    </fieldset>
  );
}
