'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isClientError } from '@/lib/client/bff-call';
import {
  CATEGORIES_PATH,
  createCategory,
  deleteCategory,
  fetchCategories,
  updateCategory,
} from '@/lib/client/categories';
import { MESSAGES } from '@/lib/messages';
import type { Category } from '@/lib/schemas/category';
import { CategoryForm } from './category-form';

type Editing = { kind: 'new' } | { kind: 'edit'; category: Category } | null;

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="admin-events__item" aria-label={category.name} data-testid="admin-category">
      <div>
        <p className="admin-events__title">{category.name}</p>
        <p className="admin-settings__muted">
          /shop?category={category.slug} · {category.productCount}{' '}
          {category.productCount === 1 ? 'piece' : 'pieces'}
        </p>
      </div>
      <div className="admin-events__actions">
        <button type="button" className="button button--small button--ghost" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button--small button--danger" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * The back-office's Categories: the store's categories in shop order; add, edit, and delete
 * (asked first; the pieces in it stay in the shop).
 */
export function CategoriesManager() {
  const { data, error, mutate } = useSWR(CATEGORIES_PATH, fetchCategories, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const saved = async () => {
    setEditing(null);
    await mutate();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const result = await deleteCategory(deleting.id);
    setBusy(false);
    setDeleting(null);
    if (isClientError(result)) return setFailure(result.error);
    setFailure(null);
    await mutate();
  };

  return (
    <div className="admin-events">
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {editing?.kind === 'new' ? (
        <section className="admin-panel" aria-label="Add a category">
          <CategoryForm
            onSave={createCategory}
            onSaved={() => void saved()}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
          Add Category
        </button>
      )}
      {error && !data && (
        <p className="notice notice--error" role="alert">
          {error instanceof Error ? error.message : MESSAGES.generic}
        </p>
      )}
      {!data && !error && <p role="status">{MESSAGES.loading}</p>}
      {data && data.length === 0 && (
        <p className="admin-settings__muted">No categories yet. Add one, such as Rings or Ceramics.</p>
      )}
      {data && data.length > 0 && (
        <ul className="admin-events__list" aria-label="Categories">
          {data.map((category) =>
            editing?.kind === 'edit' && editing.category.id === category.id ? (
              <li key={category.id} className="admin-events__item admin-events__item--editing">
                <CategoryForm
                  category={category}
                  onSave={(body) => updateCategory(category.id, body)}
                  onSaved={() => void saved()}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <CategoryRow
                key={category.id}
                category={category}
                onEdit={() => setEditing({ kind: 'edit', category })}
                onDelete={() => setDeleting(category)}
              />
            ),
          )}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete Category"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          testId="delete-category-dialog"
        >
          <p>Its pieces stay in the shop, in their other categories. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
