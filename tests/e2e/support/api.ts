/** Calls to the e2e api as another client would make them (an admin's script, say). */
import { E2E_API_URL } from './ports';

export async function apiJson<T>(pathname: string, init: RequestInit & { tenant?: string } = {}): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${pathname}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-tenant-id': init.tenant ?? 'demo',
      ...(init.headers as Record<string, string>),
    },
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function adminToken(email = 'owner@demo.test', tenant = 'demo'): Promise<string> {
  const result = await apiJson<{ token: string }>('/api/auth/login', {
    method: 'POST',
    tenant,
    body: JSON.stringify({ email, password: 'Sitka-demo-2026!' }),
  });
  return result.token;
}

export async function setStock(
  productId: string,
  totalInventory: number | null,
  token: string,
): Promise<void> {
  await apiJson(`/api/admin/products/${productId}/inventory`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ totalInventory }),
  });
}

export type ApiProduct = {
  id: string;
  /** Its address in the shop: `/product/{handle}`. */
  handle: string;
  name: string;
  price: number;
  totalInventory: number | null;
  featured: boolean;
  processedImageFilename: string | null;
  /** Its sizes or glazes, when it is sold in them (its stock is then theirs, set on each). */
  variants?: { id: string; name: string; totalInventory: number | null }[];
  /** The questions a buyer answers (an engraving, say), when it asks any. */
  personalisation?: unknown[];
};

/**
 * A piece bought by its id alone, as a script's order or a plain Add to Basket: no sizes to choose
 * and no questions to answer. Other specs add pieces with both to the store the suite shares, so a
 * spec that needs any piece picks one of these.
 */
export const isPlainPiece = (product: ApiProduct): boolean =>
  !product.variants?.length && !product.personalisation?.length;

/** A product with a photograph: earlier specs add products without one (pulled from a local Notion). */
export async function photographedProduct(): Promise<ApiProduct> {
  const product = (await listProducts()).find((item) => item.processedImageFilename);
  if (!product) throw new Error('the demo store has no product with an image');
  return product;
}

/** Every listed product of a store, page after page. */
export async function listProducts(tenant = 'demo'): Promise<ApiProduct[]> {
  const all: ApiProduct[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${cursor}` : '?limit=100';
    const page: { products: ApiProduct[]; nextCursor: string | null } = await apiJson(
      `/api/products${query}`,
      { tenant },
    );
    all.push(...page.products);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}
