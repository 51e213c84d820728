'use client';

import { AdminRecordRow, AdminRecordsState } from '@/components/admin/records/admin-record-row';
import { useAdminRecords } from '@/components/admin/records/use-admin-records';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  CATEGORIES_PATH,
  createCategory,
  deleteCategory,
  fetchCategories,
  updateCategory,
} from '@/lib/client/categories';
import { CategoryForm } from './category-form';

/**
 * The back-office's Categories: the store's categories in shop order; add, edit, and delete
 * (asked first; the pieces in it stay in the shop).
 */
export function CategoriesManager() {
  const { data, error, editing, setEditing, deleting, setDeleting, busy, failure, confirmDelete, saved } =
    useAdminRecords(CATEGORIES_PATH, fetchCategories, deleteCategory);

  return (
    <div className="admin-events">
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {editing?.kind === 'new' ? (
        <section className="admin-panel" aria-label="Add a category">
          <CategoryForm onSave={createCategory} onSaved={saved} onCancel={() => setEditing(null)} />
        </section>
      ) : (
        <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
          Add Category
        </button>
      )}
      <AdminRecordsState
        data={data}
        error={error}
        empty="No categories yet. Add one, such as Rings or Ceramics."
      />
      {data && data.length > 0 && (
        <ul className="admin-events__list" aria-label="Categories">
          {data.map((category) =>
            editing?.kind === 'edit' && editing.record.id === category.id ? (
              <li key={category.id} className="admin-events__item admin-events__item--editing">
                <CategoryForm
                  category={category}
                  onSave={(body) => updateCategory(category.id, body)}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <AdminRecordRow
                key={category.id}
                label={category.name}
                title={category.name}
                detail={`/shop?category=${category.slug} · ${category.productCount} ${category.productCount === 1 ? 'piece' : 'pieces'}`}
                testId="admin-category"
                onEdit={() => setEditing({ kind: 'edit', record: category })}
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
