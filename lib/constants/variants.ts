/** What the storefront and back-office say about a product's variants (sizes, glazes). */
export const VARIANT_MESSAGES = {
  /** Beside a variant no one can buy now. */
  soldOut: 'Sold out',
  /** The picker's label when the variants' names do not share a first word ("Size 6", "Size 7"). */
  defaultChoiceLabel: 'Option',
  /** Under a disabled Add to Basket until a variant is chosen. */
  chooseFirst: (label: string) => `Choose a ${label.toLowerCase()} to add it to your basket.`,
  /** A product card's price when its variants cost different amounts. */
  fromPrice: (price: string) => `From ${price}`,
  /** A product card's action for a product with variants: they are chosen on its page. */
  chooseOnPage: (label: string) => `Choose a ${label.toLowerCase()}`,
  /** The back-office form's price placeholder: no price of its own. */
  usesProductPrice: "Uses the product's price",
  /** The back-office form's weight placeholder: no weight of its own. */
  usesProductWeight: "Uses the product's weight",
  /** Asked before a variant row is removed from the form. */
  confirmRemove: (name: string) => `Remove the variant ${name || 'without a name'}?`,
  /** A basket line or backorder of a product with variants that names none of them. */
  required: (product: string) => `Choose which ${product} you want.`,
  /** A basket line or backorder naming a variant of another product. */
  notOfProduct: 'That variant is not one of this product’s.',
  /** A basket line or backorder naming a variant of a product sold as itself. */
  none: 'This product has no variants.',
} as const;

/** The address's query parameter holding the chosen variant, so a reload or Back keeps it. */
export const VARIANT_QUERY_PARAM = 'variant';
