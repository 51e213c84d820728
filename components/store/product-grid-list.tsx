import type { CSSProperties, ReactNode } from 'react';

export type ListProps = {
  /** Grid View (cards in columns) or List View (rows with descriptions). */
  view?: 'grid' | 'list';
  /** Columns on wide screens; narrower screens use fewer. Without it the grid fills what fits. */
  columns?: number;
  label?: string;
};

/** The grid (or list) itself; its items are ProductGridItems, from the server or the browser. */
export function ProductGridList({
  view = 'grid',
  columns,
  label = 'Products',
  children,
}: ListProps & { children: ReactNode }) {
  const list = view === 'list';
  const style = !list && columns ? ({ '--grid-columns': columns } as CSSProperties) : undefined;
  const className = list ? 'product-list' : columns ? 'product-grid product-grid--columns' : 'product-grid';
  return (
    <ul className={className} style={style} aria-label={label} data-view={view}>
      {children}
    </ul>
  );
}
