/** How an order line or a held line names what was bought: "Sterling Ring — Size 6", or just the product. */
export function lineNameOf(productName: string, variantName: string | null | undefined): string {
  return variantName ? `${productName} — ${variantName}` : productName;
}
