/**
 * A basket or order line's answers to a product's questions, once given: their key in the basket,
 * what they add to the price, and their text. Apart from the checking of answers
 * (lib/personalisation.ts), so the basket that every store page carries does not carry that.
 */
import type { PersonalisationAnswers, StoredAnswer } from './schemas/personalisation';

/** An empty text answer, or none: not answered. */
export const blank = (value: string | boolean | undefined) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/** What a line's kept answers add to one piece's price, in cents. */
export const extraCentsOf = (answers: readonly StoredAnswer[] | null | undefined) =>
  (answers ?? []).reduce((sum, answer) => sum + answer.priceCents, 0);

/** Whether a line carries any answer: such a piece is made for its buyer and is not returnable. */
export const isPersonalised = (answers: readonly StoredAnswer[] | null | undefined) =>
  Boolean(answers && answers.length);

/** A line's answers in a stable form, so two cuffs engraved differently are two basket lines. */
export function answersKey(answers: PersonalisationAnswers | undefined): string {
  if (!answers) return '';
  const entries = Object.entries(answers)
    .filter(([, value]) => !blank(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? JSON.stringify(entries) : '';
}

/** Answers as one line of text ("Engraving: Ruth · Gift wrap: Yes"), for slips, mails and Notion. */
export const answersText = (answers: readonly StoredAnswer[] | null | undefined) =>
  (answers ?? []).map(({ label, answer }) => `${label}: ${answer}`).join(' · ');
