'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import { withFilter } from '@/lib/admin-lists';
import { ADMIN_PRODUCTS_PATH } from '@/lib/client/admin-catalog';
import { LOW_STOCK_THRESHOLD } from '@/lib/constants/catalog';
import { formatPrice } from '@/lib/money';
import { adminProductPageSchema, adminProductSorts, type AdminProduct } from '@/lib/schemas/admin-products';
import { AdminList, type ListColumn } from './admin-list';
import { useWorkspaceDatabase, workspaceColumn } from './workspace-notice';

type ProductSort = (typeof adminProductSorts)[number];
const DEFAULTS = { sort: 'name', dir: 'asc', filters: ['archived'] } as const satisfies {
  sort: ProductSort;
  dir: 'asc';
  filters: readonly string[];
};

function Stock({ stock }: { stock: number | null }) {
  if (stock === null) return <>Unlimited</>;
  return (
    <>
      {stock}
      {stock < LOW_STOCK_THRESHOLD && (
        <span className="status-pill status-pill--warn">{stock === 0 ? 'Sold out' : 'Low'}</span>
      )}
    </>
  );
}

/** A product with variants holds their stock together; unlimited when one of them is. */
function variantStockSum(variants: NonNullable<AdminProduct['variants']>): number | null {
  if (variants.some((variant) => variant.totalInventory === null)) return null;
  return variants.reduce((sum, variant) => sum + (variant.totalInventory ?? 0), 0);
}

const COLUMNS: ListColumn<AdminProduct, ProductSort>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (product) => (
      <span className="admin-product-cell">
        {product.images[0] ? (
          // eslint-disable-next-line @next/next/no-img-element -- the api's own 400 px rendition
          <img
            src={product.images[0].small}
            alt=""
            width={48}
            height={48}
            className="admin-product-cell__image"
            loading="lazy"
          />
        ) : (
          <span className="admin-product-cell__image admin-product-cell__image--none" aria-hidden="true" />
        )}
        <Link href={`/admin/products/${product.id}`} className="admin-table__title">
          {product.name}
        </Link>
      </span>
    ),
  },
  {
    id: 'sku',
    header: 'SKU',
    cell: (product) => product.sku ?? '—',
  },
  {
    id: 'price',
    header: 'Price',
    sort: 'price',
    numeric: true,
    cell: (product) => formatPrice(product.price),
  },
  {
    id: 'stock',
    header: 'Stock',
    sort: 'stock',
    numeric: true,
    cell: (product) =>
      product.variants?.length ? (
        <>
          <Stock stock={variantStockSum(product.variants)} />
          <span className="admin-table__note"> across {product.variants.length} variants</span>
        </>
      ) : (
        <Stock stock={product.totalInventory} />
      ),
  },
  {
    id: 'featured',
    header: 'Featured',
    sort: 'featured',
    cell: (product) => (product.featured ? 'Featured' : '—'),
  },
  {
    id: 'archived',
    header: 'Status',
    sort: 'archived',
    cell: (product) =>
      product.archived ? (
        <span className="status-pill">Archived</span>
      ) : (
        <span className="status-pill status-pill--on">Listed</span>
      ),
  },
];

const WORKSPACE = workspaceColumn<AdminProduct>((product) => product.name);

/** My Products (spec §2): every product, archived included, each opening its editor. */
export function ProductList() {
  const linked = useWorkspaceDatabase('products') !== null;
  const columns = useMemo(() => (linked ? [...COLUMNS, WORKSPACE] : COLUMNS), [linked]);
  return (
    <AdminList
      label="Products"
      endpoint={ADMIN_PRODUCTS_PATH}
      schema={adminProductPageSchema}
      sorts={adminProductSorts}
      defaults={DEFAULTS}
      columns={columns}
      rowKey={(product) => product.id}
      things="products"
      searchLabel="Search by name or description"
      filters={(state, update) => (
        <label className="admin-list__filter">
          <span className="field__label">Show</span>
          <select
            className="input"
            value={state.filters.archived ?? ''}
            onChange={(event) =>
              update({ filters: withFilter(state.filters, 'archived', event.target.value) })
            }
          >
            <option value="">All products</option>
            <option value="false">Listed</option>
            <option value="true">Archived</option>
          </select>
        </label>
      )}
    />
  );
}
