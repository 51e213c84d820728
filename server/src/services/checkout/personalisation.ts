/**
 * A basket's answers: each line's answers are checked against its product's questions (400 naming
 * `items.<index>.personalisation.<questionId>`), and kept as the order will keep them, with the
 * price they add to one piece. Lines of one product (and variant) answered alike are one line;
 * answered differently, they are two, priced and kept apart.
 */
import { answersText, checkAnswers } from '@/lib/personalisation';
import type {
  PersonalisationAnswers,
  PersonalisationQuestion,
  StoredAnswer,
} from '@/lib/schemas/personalisation';
import { ApiError } from '@server/errors';

/** A basket line as checkout reads it from the browser. */
export type BasketItem = {
  id: string;
  variantId?: string | null;
  quantity: number;
  personalisation?: PersonalisationAnswers;
};

/** A basket line with its answers checked: what it holds, and what its answers add to a piece. */
export type BasketLine = {
  productId: string;
  variantId: string | null;
  quantity: number;
  /** The answers as the order keeps them; absent when the line has none. */
  personalisation?: StoredAnswer[];
};

/**
 * Each item's answers checked against its product's questions (`questionsOf`; none for a product
 * it does not know, which is refused elsewhere). The first answer outside its question's rule is
 * refused with 400 PERSONALISATION_INVALID naming it; every issue is in `details.issues`.
 */
export function checkBasketAnswers(
  items: BasketItem[],
  questionsOf: (productId: string) => readonly PersonalisationQuestion[] | undefined,
): (StoredAnswer[] | undefined)[] {
  return items.map((item, index) => {
    const questions = questionsOf(item.id);
    if (questions === undefined) return undefined;
    const checked = checkAnswers(questions, item.personalisation);
    if (!checked.ok) {
      const [first] = checked.issues;
      throw new ApiError({
        status: 400,
        code: 'PERSONALISATION_INVALID',
        message: first.message,
        field: `items.${index}.personalisation.${first.questionId}`,
        details: {
          issues: checked.issues.map((issue) => ({
            field: `items.${index}.personalisation.${issue.questionId}`,
            message: issue.message,
          })),
        },
      });
    }
    return checked.answers.length ? checked.answers : undefined;
  });
}

/**
 * The basket's lines: the same product (and variant) answered alike is one line, its quantities
 * added; `answers` are checkBasketAnswers' for the same items.
 */
export function mergeBasketLines(items: BasketItem[], answers: (StoredAnswer[] | undefined)[] = []) {
  const byKey = new Map<string, BasketLine>();
  items.forEach((item, index) => {
    const personalisation = answers[index];
    const key = `${item.id}|${item.variantId ?? ''}|${personalisation ? JSON.stringify(personalisation) : ''}`;
    const line = byKey.get(key) ?? {
      productId: item.id,
      variantId: item.variantId ?? null,
      quantity: 0,
      ...(personalisation ? { personalisation } : {}),
    };
    line.quantity += item.quantity;
    byKey.set(key, line);
  });
  return [...byKey.values()];
}

/** A line's answers as one line of text, or null when it has none (for slips, mails and Notion). */
export const answersLine = (answers: readonly StoredAnswer[] | null | undefined) =>
  answersText(answers) || null;
