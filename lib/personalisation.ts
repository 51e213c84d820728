/**
 * A product's questions against a buyer's answers: one rule for the product page (which shows the
 * messages as the buyer types) and the api (which refuses what it does not hold and prices the
 * extras). No zod here: the product page carries this file.
 */
import { PERSONALISATION_MESSAGES as M, YES_NO_TEXT } from './constants/personalisation';
import type {
  PersonalisationAnswers,
  PersonalisationQuestion,
  StoredAnswer,
} from './schemas/personalisation';
import { blank, extraCentsOf } from './personalisation-lines';

// A line's answers once checked (its basket key, price and text) live apart: the basket carries them.
export { answersKey, answersText, extraCentsOf, isPersonalised } from './personalisation-lines';

export type AnswerIssue = { questionId: string; message: string };
export type CheckedAnswers =
  { ok: true; answers: StoredAnswer[]; extraCents: number } | { ok: false; issues: AnswerIssue[] };

/** Whether a pattern matches the whole answer; an owner's broken pattern matches nothing. */
function wholeMatch(pattern: string, text: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(text);
  } catch {
    return false;
  }
}

/** One answer's text as an order keeps it, or an issue; null for a blank optional answer. */
type AnswerResult = { message: string } | { text: string; charged: boolean } | null;

function answerText(question: PersonalisationQuestion, value: string | boolean | undefined): AnswerResult {
  const { label } = question;
  if (blank(value)) return question.required ? { message: M.required(label) } : null;
  switch (question.kind) {
    case 'yesNo':
      if (typeof value !== 'boolean') return { message: M.yesNo(label) };
      // An optional "no" is no answer: nothing to make, nothing kept.
      if (!value && !question.required) return null;
      return { text: value ? YES_NO_TEXT.yes : YES_NO_TEXT.no, charged: value };
    case 'choice':
      if (typeof value !== 'string' || !question.choices.includes(value.trim()))
        return { message: M.notAChoice(label) };
      return { text: value.trim(), charged: true };
    case 'text': {
      if (typeof value !== 'string') return { message: M.required(label) };
      const text = value.trim();
      if ([...text].length > question.maxLength) return { message: M.tooLong(label, question.maxLength) };
      if (question.pattern && !wholeMatch(question.pattern, text))
        return { message: M.pattern(label, question.patternHint) };
      return { text, charged: true };
    }
  }
}

/**
 * Checks a line's answers against its product's questions: every required question answered,
 * each answer within its question's rule, no answer to a question the product does not ask. The
 * answers come back in the questions' order with the price each adds to one piece.
 */
export function checkAnswers(
  questions: readonly PersonalisationQuestion[],
  given: PersonalisationAnswers | undefined,
): CheckedAnswers {
  const answers = given ?? {};
  const issues: AnswerIssue[] = Object.keys(answers)
    .filter((id) => !questions.some((question) => question.id === id))
    .map((questionId) => ({ questionId, message: M.unknown }));
  const kept: StoredAnswer[] = [];
  for (const question of questions) {
    const result = answerText(question, answers[question.id]);
    if (result === null) continue;
    if ('message' in result) issues.push({ questionId: question.id, message: result.message });
    else
      kept.push({
        questionId: question.id,
        label: question.label,
        answer: result.text,
        priceCents: result.charged ? question.priceCents : 0,
      });
  }
  if (issues.length) return { ok: false, issues };
  return { ok: true, answers: kept, extraCents: extraCentsOf(kept) };
}
