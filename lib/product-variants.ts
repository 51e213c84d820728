/**
 * A product's variants (sizes, glazes) as the storefront reads them: which exist, their prices,
 * whether any can be bought, and the picker's label.
 */
import { VARIANT_MESSAGES } from './constants/variants';
import { linePrice } from './line-price';
import type { Product, ProductVariant } from './schemas/product';

/** The product's variants, in the owner's order; empty when it is sold as itself. */
export function variantsOf(product: Pick<Product, 'variants'>): ProductVariant[] {
  return product.variants ?? [];
}

export function hasVariants(product: Pick<Product, 'variants'>): boolean {
  return variantsOf(product).length > 0;
}

/** The variant of this id, if the product has it. */
export function findVariant(
  product: Pick<Product, 'variants'>,
  id: string | null | undefined,
): ProductVariant | undefined {
  return id ? variantsOf(product).find((variant) => variant.id === id) : undefined;
}

/** The lowest and highest price among the variants (the product's own when it has none). */
export function priceRange(product: Pick<Product, 'price' | 'variants'>): { min: number; max: number } {
  const prices = variantsOf(product).map((variant) =>
    linePrice({ product: product.price, variant: variant.price }),
  );
  if (prices.length === 0) return { min: product.price, max: product.price };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A variant can be bought when its stock is above zero or unlimited (null). */
export function variantInStock(stock: number | null): boolean {
  return stock === null || stock > 0;
}

/** Whether any piece can be bought: one variant in stock is enough, when there are variants. */
export function anyInStock(product: Pick<Product, 'totalInventory' | 'variants'>): boolean {
  const variants = variantsOf(product);
  if (variants.length === 0) return variantInStock(product.totalInventory);
  return variants.some((variant) => variantInStock(variant.totalInventory));
}

/**
 * The picker's label: the product's option names ("Color / Size") when it has them, else the first
 * word the variants' names share ("Size 6", "Size 7": "Size"), else "Option".
 */
export function choiceLabel(variants: Pick<ProductVariant, 'name'>[], optionNames?: string[]): string {
  const named = (optionNames ?? []).map((name) => name.trim()).filter(Boolean);
  if (named.length) return named.join(' / ');
  const words = variants.map((variant) => variant.name.trim().split(/\s+/));
  const first = words[0]?.[0];
  const shared =
    first !== undefined &&
    words.every((parts) => parts.length > 1 && parts[0].toLowerCase() === first.toLowerCase());
  return shared ? first : VARIANT_MESSAGES.defaultChoiceLabel;
}

/** How an order line or a held line names what was bought: "Sterling Ring — Size 6", or just the product. */
export function lineNameOf(productName: string, variantName: string | null | undefined): string {
  return variantName ? `${productName} — ${variantName}` : productName;
}
