import { handleFromName, looksLikeId } from '@/lib/product-address';

/**
 * A Shopify-style handle for an imported product, by the rule the shop's own handles follow
 * (handleFromName: lower-case words joined by hyphens, short enough for a "-2" within HANDLE_MAX).
 * A handle shaped like a product id would be read as one, so it gives way to the name's.
 */
export function handleOf(title: string, name?: string): string {
  const handle = handleFromName(title);
  if (!looksLikeId(handle)) return handle;
  return name !== undefined && name !== title ? handleOf(name) : 'product';
}
