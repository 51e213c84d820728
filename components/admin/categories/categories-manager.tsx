'use client';

import { AdminRecordRow } from '@/components/admin/records/admin-record-row';
import { RecordItem, RecordsManager } from '@/components/admin/records/records-manager';
import { useAdminRecords } from '@/components/admin/records/use-admin-records';
import {
  CATEGORIES_PATH,
  createCategory,
  deleteCategory,
  fetchCategories,
  updateCategory,
} from '@/lib/client/categories';
import type { Category } from '@/lib/schemas/category';
import { CategoryForm } from './category-form';

/**
 * The back-office's Categories: the store's categories in shop order; add, edit, and delete
 * (asked first; the pieces in it stay in the shop).
 */
export function CategoriesManager() {
  const records = useAdminRecords(CATEGORIES_PATH, fetchCategories, deleteCategory);
  const form = (category?: Category) => (
    <CategoryForm
      category={category}
      onSave={category ? (body) => updateCategory(category.id, body) : createCategory}
      onSaved={records.saved}
      onCancel={() => records.setEditing(null)}
    />
  );

  return (
    <RecordsManager
      records={records}
      addLabel="Add Category"
      addSection="Add a category"
      empty="No categories yet. Add one, such as Rings or Ceramics."
      form={form}
      deletion={(category) => ({
        title: `Delete ${category.name}?`,
        confirmLabel: 'Delete Category',
        warning: 'Its pieces stay in the shop, in their other categories. This cannot be undone.',
        testId: 'delete-category-dialog',
      })}
    >
      {records.data && records.data.length > 0 && (
        <ul className="admin-events__list" aria-label="Categories">
          {records.data.map((category) => (
            <RecordItem key={category.id} records={records} record={category} form={form}>
              <AdminRecordRow
                label={category.name}
                title={category.name}
                detail={`/shop?category=${category.slug} · ${category.productCount} ${category.productCount === 1 ? 'piece' : 'pieces'}`}
                testId="admin-category"
                onEdit={() => records.setEditing({ kind: 'edit', record: category })}
                onDelete={() => records.setDeleting(category)}
              />
            </RecordItem>
          ))}
        </ul>
      )}
    </RecordsManager>
  );
}
