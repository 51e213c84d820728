/** The Notion "Variants" text of a product: how the Notion sync reads and writes its variants. */

/** A variant as a Notion "Variants" text names it. */
export type VariantLine = { name: string; price: number | null; totalInventory: number | null };

const VARIANT_LINE = /^(.{1,60}?)\s*:\s*(\d{1,7}|unlimited|)\s*(?:@\s*\$?\s*(\d{1,7}(?:\.\d{1,2})?))?$/i;

/**
 * Reads a Notion "Variants" text: one variant a line (or separated by ";"), `Size 6: 3` for its
 * stock, `Size 9: 1 @ 62.00` with its own price, `Size 7: unlimited` (or nothing after the colon)
 * for unlimited stock. An empty text: no variants. Null when a line cannot be read.
 */
export function parseVariantsText(text: string): VariantLine[] | null {
  const lines = text
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const variants: VariantLine[] = [];
  for (const line of lines) {
    const match = VARIANT_LINE.exec(line);
    if (!match) return null;
    const stock = match[2].toLowerCase();
    variants.push({
      name: match[1],
      totalInventory: stock === '' || stock === 'unlimited' ? null : Number(stock),
      price: match[3] === undefined ? null : Number(match[3]),
    });
  }
  return variants;
}

/** The "Variants" text of a list of variants, as parseVariantsText reads it. */
export function variantsText(variants: VariantLine[]): string {
  return variants
    .map(
      (variant) =>
        `${variant.name}: ${variant.totalInventory ?? 'unlimited'}${variant.price === null ? '' : ` @ ${variant.price.toFixed(2)}`}`,
    )
    .join('\n');
}
