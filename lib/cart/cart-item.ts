import { MAX_PERSONALISATION_QUESTIONS, MAX_TEXT_ANSWER_LENGTH } from '../constants/personalisation';
import { linePrice } from '../line-price';
import { toCents, toDollars } from '../money';
import { pieceGrams } from '../parcel';
import { answersKey } from '../personalisation-lines';
import { productImageUrl, productSize } from '../product';
import type { PersonalisationAnswers, StoredAnswer } from '../schemas/personalisation';
import type { Product, ProductVariant } from '../schemas/product';

/** One answer as the basket shows it under the line's name ("Engraving: Ruth"). */
export type LineAnswer = { label: string; answer: string };

/**
 * A basket line: what the basket shows of the product, its stock when last seen, and how many.
 * It holds a copy rather than the whole product record, so a stored basket stays small and
 * survives changes to the product's shape.
 */
export type CartItem = {
  id: string;
  /** The product's address in the shop (`/product/{handle}`); absent on lines stored before handles. */
  handle?: string;
  name: string;
  /** The variant chosen ("Size 6") when the product has variants; absent otherwise. */
  variantId?: string;
  variantName?: string;
  price: number;
  image: string | null;
  size: string | null;
  /** null: unlimited stock (counted as UNKNOWN_STOCK in the basket); the variant's when there is one. */
  totalInventory: number | null;
  quantity: number;
  /** One piece's shipping weight in grams (its size's, else its product's); absent: not weighed. */
  weightGrams?: number | null;
  /**
   * The buyer's answers to the product's questions, by question id, as checkout sends them;
   * absent: none. `price` already includes what they add to one piece.
   */
  personalisation?: PersonalisationAnswers;
  /** The same answers as the basket shows them, in the questions' order. */
  answers?: LineAnswer[];
};

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * A stored basket line, checked field by field; null when it does not hold. Written out rather
 * than with zod because the basket is on every page, and a validation library would add more to
 * each page's first load (about 20 KB gzipped, even zod's mini build) than the check itself.
 */
export function parseCartItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const line = value as Record<string, unknown>;
  const { id, name, price, image, size, totalInventory, quantity } = line;
  if (typeof id !== 'string' || id.length < 1 || typeof name !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (!isTextOrNull(image) || !isTextOrNull(size)) return null;
  if (totalInventory !== null && !isInteger(totalInventory)) return null;
  if (!isInteger(quantity) || quantity < 1) return null;
  const variant = variantOfLine(line);
  if (variant === null) return null;
  const handle = typeof line.handle === 'string' && line.handle ? { handle: line.handle } : {};
  const weight =
    isInteger(line.weightGrams) && line.weightGrams >= 0 ? { weightGrams: line.weightGrams } : {};
  const answers = answersOfLine(line);
  if (answers === null) return null;
  return {
    id,
    ...handle,
    name,
    ...variant,
    price,
    image,
    size,
    totalInventory,
    quantity,
    ...weight,
    ...answers,
  };
}

const isAnswerValue = (value: unknown): value is string | boolean =>
  typeof value === 'boolean' || (typeof value === 'string' && value.length <= MAX_TEXT_ANSWER_LENGTH * 2);

/**
 * A stored line's answers: {} for a line without any, null when malformed (the line is dropped
 * rather than bought without what its buyer asked for).
 */
function answersOfLine(line: Record<string, unknown>): Pick<CartItem, 'personalisation' | 'answers'> | null {
  const { personalisation, answers } = line;
  if (personalisation === undefined || personalisation === null) return {};
  if (typeof personalisation !== 'object' || Array.isArray(personalisation)) return null;
  const entries = Object.entries(personalisation);
  if (entries.length > MAX_PERSONALISATION_QUESTIONS) return null;
  if (!entries.every(([id, value]) => id.length <= 40 && isAnswerValue(value))) return null;
  if (!Array.isArray(answers)) return null;
  const shown = answers.filter(
    (answer): answer is LineAnswer =>
      Boolean(answer) && typeof answer.label === 'string' && typeof answer.answer === 'string',
  );
  if (shown.length !== answers.length) return null;
  const kept = shown.map(({ label, answer }) => ({ label, answer }));
  return { personalisation: Object.fromEntries(entries) as PersonalisationAnswers, answers: kept };
}

/** A stored line's variant: {} for a line without one (lines stored before variants), null when malformed. */
function variantOfLine(line: Record<string, unknown>): { variantId?: string; variantName?: string } | null {
  const { variantId, variantName } = line;
  if (variantId === undefined || variantId === null) return {};
  if (typeof variantId !== 'string' || variantId.length < 1 || typeof variantName !== 'string') return null;
  return { variantId, variantName };
}

/** What shares one stock: the product, and its variant when it has one. */
export function stockKey(line: { id: string; variantId?: string }): string {
  return line.variantId ? `${line.id}:${line.variantId}` : line.id;
}

/**
 * What tells basket lines apart: the product, its variant when it has one (two sizes, two lines),
 * and its answers when it has any (two engravings, two lines).
 */
export function lineKey(line: {
  id: string;
  variantId?: string;
  personalisation?: PersonalisationAnswers;
}): string {
  const answers = answersKey(line.personalisation);
  return answers ? `${stockKey(line)}|${answers}` : stockKey(line);
}

/** What adding a product to the basket needs to know about it. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/**
 * The basket's copy of a product, with the small image the basket shows; of one of its variants
 * when given (its own price when it has one, and its own stock).
 */
export function cartProductOf(
  product: Pick<Product, 'id' | 'handle' | 'name' | 'price' | 'productImage' | 'size' | 'totalInventory'> &
    Partial<Pick<Product, 'weightGrams'>>,
  variant?: ProductVariant,
): CartProduct {
  const weight = pieceGrams({ product: product.weightGrams ?? null, variant: variant?.weightGrams });
  const base = {
    ...(weight !== null ? { weightGrams: weight } : {}),
    id: product.id,
    ...(product.handle ? { handle: product.handle } : {}),
    name: product.name,
    price: product.price,
    image: productImageUrl(product.productImage, 'small'),
    size: productSize(product),
    totalInventory: product.totalInventory,
  };
  if (!variant) return base;
  return {
    ...base,
    variantId: variant.id,
    variantName: variant.name,
    price: linePrice({ product: product.price, variant: variant.price }),
    totalInventory: variant.totalInventory,
  };
}

/**
 * A basket line's product with the buyer's checked answers (checkAnswers' result): they go along
 * as checkout sends them, their text as the basket shows it, and one piece's price includes what
 * they add. No answers: the line as it was.
 */
export function withAnswers(
  line: CartProduct,
  given: PersonalisationAnswers,
  checked: { answers: StoredAnswer[]; extraCents: number },
): CartProduct {
  if (checked.answers.length === 0) return line;
  const asked = new Set(checked.answers.map((answer) => answer.questionId));
  // Kept as checked (text trimmed), so the same engraving typed twice is one line.
  const personalisation = Object.fromEntries(
    Object.entries(given)
      .filter(([id]) => asked.has(id))
      .map(([id, value]) => [id, typeof value === 'string' ? value.trim() : value]),
  );
  return {
    ...line,
    price: toDollars(linePrice({ product: toCents(line.price), extras: checked.extraCents })),
    personalisation,
    answers: checked.answers.map(({ label, answer }) => ({ label, answer })),
  };
}
