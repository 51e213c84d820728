/**
 * The product form's Personalisation section: each question as typed (text), and how the rows
 * become the api's `personalisation` list, checked with the api's own contract
 * (`personalisationQuestionsSchema`), so the form and the api refuse the same things.
 */
import { z } from 'zod';
import { PERSONALISATION_KINDS, type PersonalisationKind } from './constants/personalisation';
import { toCents } from './money';
import { personalisationQuestionsSchema, type PersonalisationQuestion } from './schemas/personalisation';

export const questionRowSchema = z.object({
  /** Stable across edits: a stored basket's answers find their question by it. */
  id: z.string(),
  kind: z.enum(PERSONALISATION_KINDS),
  label: z.string(),
  required: z.boolean(),
  /** What an answer adds to one piece, in dollars; empty: nothing. */
  price: z.string(),
  /** Text: the longest answer, the pattern it must match (empty: any) and what the buyer is told. */
  maxLength: z.string(),
  pattern: z.string(),
  patternHint: z.string(),
  /** Choice: one choice a line. */
  choices: z.string(),
});
export type QuestionRow = z.infer<typeof questionRowSchema>;
export type QuestionRowField = Exclude<keyof QuestionRow, 'id' | 'required'>;

/** How each kind reads in the kind select. */
export const QUESTION_KIND_LABELS: Record<PersonalisationKind, string> = {
  text: 'Short text',
  choice: 'Choice from a list',
  yesNo: 'Yes or no',
};

export const PERSONALISATION_FORM_MESSAGES = {
  price: 'Added price must be an amount in dollars, such as 15.00',
} as const;

/** A short random id for a question added in the form (letters and digits, as the api allows). */
export const newQuestionId = () => `q${Math.random().toString(36).slice(2, 10)}`;

/** A new question's row: short text of at most 20 characters, optional, adding nothing. */
export const emptyQuestionRow = (): QuestionRow => ({
  id: newQuestionId(),
  kind: 'text',
  label: '',
  required: false,
  price: '',
  maxLength: '20',
  pattern: '',
  patternHint: '',
  choices: '',
});

/** An added price in cents; empty: 0; not an amount in dollars: NaN (the form names it). */
function priceCentsOf(price: string): number {
  const text = price.trim().replace(/^\$\s*/, '');
  if (text === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(text) ? toCents(Number(text)) : Number.NaN;
}

const choicesOf = (text: string) =>
  text
    .split('\n')
    .map((choice) => choice.trim())
    .filter(Boolean);

/** The api's `personalisation` for the rows, before checking (a number typed wrong stays NaN). */
export function personalisationBodyOf(rows: QuestionRow[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const common = {
      id: row.id,
      kind: row.kind,
      label: row.label,
      required: row.required,
      priceCents: priceCentsOf(row.price),
    };
    if (row.kind === 'choice') return { ...common, choices: choicesOf(row.choices) };
    if (row.kind === 'yesNo') return common;
    const maxLength = row.maxLength.trim();
    return {
      ...common,
      maxLength: maxLength === '' ? Number.NaN : Number(maxLength),
      ...(row.pattern.trim() ? { pattern: row.pattern.trim() } : {}),
      ...(row.patternHint.trim() ? { patternHint: row.patternHint.trim() } : {}),
    };
  });
}

/** The row input an api field of a question names (`priceCents` is typed as `price`). */
export function questionRowField(field: PropertyKey | undefined): QuestionRowField {
  if (field === 'priceCents') return 'price';
  if (field === 'choices' || field === 'maxLength' || field === 'pattern' || field === 'patternHint')
    return field;
  if (field === 'kind') return 'kind';
  return 'label';
}

/** A problem with the questions: on one row's input (`[index, field]`), or on the list (`[]`). */
export type QuestionIssue = { path: [number, QuestionRowField] | []; message: string };

/** What is wrong with the rows, in the api's words; empty when they would be accepted. */
export function personalisationIssues(rows: QuestionRow[]): QuestionIssue[] {
  const issues: QuestionIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: QuestionIssue) => {
    const key = issue.path.join('.');
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };
  rows.forEach((row, index) => {
    if (Number.isNaN(priceCentsOf(row.price)))
      add({ path: [index, 'price'], message: PERSONALISATION_FORM_MESSAGES.price });
  });
  const result = personalisationQuestionsSchema.safeParse(personalisationBodyOf(rows));
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    if (typeof index === 'number') add({ path: [index, questionRowField(field)], message: issue.message });
    else add({ path: [], message: issue.message });
  }
  return issues;
}

/**
 * The form input an api error about the questions names (`personalisation.2.priceCents`):
 * `personalisation.2.price`; the list itself for `personalisation`; null for any other field.
 */
export function personalisationFieldOf(
  field: string | undefined,
): `personalisation.${number}.${QuestionRowField}` | 'personalisation' | null {
  const [top, index, key] = field?.split('.') ?? [];
  if (top !== 'personalisation') return null;
  if (!index || !/^\d+$/.test(index)) return 'personalisation';
  return `personalisation.${Number(index)}.${questionRowField(key)}`;
}

/** A saved product's questions as rows. */
export function questionRowsOf(questions: readonly PersonalisationQuestion[] | undefined): QuestionRow[] {
  return (questions ?? []).map((question) => ({
    ...emptyQuestionRow(),
    id: question.id,
    kind: question.kind,
    label: question.label,
    required: question.required,
    price: question.priceCents > 0 ? (question.priceCents / 100).toFixed(2) : '',
    ...(question.kind === 'text'
      ? {
          maxLength: String(question.maxLength),
          pattern: question.pattern ?? '',
          patternHint: question.patternHint ?? '',
        }
      : {}),
    ...(question.kind === 'choice' ? { choices: question.choices.join('\n') } : {}),
  }));
}
