/** The store's categories from the back-office, through the BFF (/api/admin/categories). */
import { jsonRequest } from '@/lib/auth/client-session';
import { MESSAGES } from '@/lib/messages';
import { categoryListSchema, categorySchema, type Category, type CategoryBody } from '@/lib/schemas/category';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const CATEGORIES_PATH = '/api/admin/categories';
const categoryPath = (id: string) => `${CATEGORIES_PATH}/${encodeURIComponent(id)}`;

/** For SWR: the list, or a thrown error carrying the message to show. */
export async function fetchCategories(path: string): Promise<Category[]> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => categoryListSchema.safeParse(body).data?.categories,
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const createCategory = (body: CategoryBody): Promise<ClientResult<Category>> =>
  callBff(CATEGORIES_PATH, jsonRequest('POST', body), parseWith(categorySchema), MESSAGES.generic);

export const updateCategory = (id: string, body: CategoryBody): Promise<ClientResult<Category>> =>
  callBff(categoryPath(id), jsonRequest('PUT', body), parseWith(categorySchema), MESSAGES.generic);

export const deleteCategory = (id: string): Promise<ClientResult<{ success: true }>> =>
  callBff(categoryPath(id), { method: 'DELETE' }, () => ({ success: true as const }), MESSAGES.generic);
