import { z } from 'zod';
import {
  MAX_CHOICE_LENGTH,
  MAX_EXTRA_CENTS,
  MAX_PATTERN_LENGTH,
  MAX_PERSONALISATION_QUESTIONS,
  MAX_QUESTION_CHOICES,
  MAX_QUESTION_LABEL_LENGTH,
  MAX_TEXT_ANSWER_LENGTH,
} from '../constants/personalisation';

const label = z
  .string({ error: 'Question is required' })
  .trim()
  .min(1, { error: 'Question is required' })
  .max(MAX_QUESTION_LABEL_LENGTH, { error: `Question is at most ${MAX_QUESTION_LABEL_LENGTH} characters` });

const extraCents = z
  .number({ error: 'Added price must be a whole number of cents' })
  .int({ error: 'Added price must be a whole number of cents' })
  .min(0, { error: 'Added price cannot be negative' })
  .max(MAX_EXTRA_CENTS, { error: `Added price is at most ${MAX_EXTRA_CENTS / 100}` });

/** A pattern the owner writes; refused when it is not a regular expression. */
const pattern = z
  .string()
  .max(MAX_PATTERN_LENGTH, { error: `Pattern is at most ${MAX_PATTERN_LENGTH} characters` })
  .refine(
    (source) => {
      try {
        new RegExp(source, 'u');
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Pattern is not a valid regular expression' },
  );

const common = {
  /** Stable across edits, so an answer in a stored basket still finds its question. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Question id must be 1 to 40 letters, digits, - or _' }),
  label,
  required: z.boolean().default(false),
  /** Added to one piece's price when the question is answered (a yes for yes/no). */
  priceCents: extraCents.default(0),
};

/** One question a product asks: short text, one of a list, or yes/no. */
export const personalisationQuestionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      ...common,
      kind: z.literal('text'),
      maxLength: z
        .number({ error: 'Maximum length must be a whole number' })
        .int({ error: 'Maximum length must be a whole number' })
        .min(1, { error: 'Maximum length is at least 1' })
        .max(MAX_TEXT_ANSWER_LENGTH, { error: `Maximum length is at most ${MAX_TEXT_ANSWER_LENGTH}` }),
      /** A regular expression the whole answer must match, and how to say so to the buyer. */
      pattern: pattern.optional(),
      patternHint: z.string().trim().max(MAX_QUESTION_LABEL_LENGTH).optional(),
    }),
    z.object({
      ...common,
      kind: z.literal('choice'),
      choices: z
        .array(z.string().trim().min(1, { error: 'A choice cannot be empty' }).max(MAX_CHOICE_LENGTH), {
          error: 'choices must be a list',
        })
        .min(2, { error: 'A choice question needs at least 2 choices' })
        .max(MAX_QUESTION_CHOICES, { error: `A choice question has at most ${MAX_QUESTION_CHOICES} choices` })
        .refine((choices) => new Set(choices).size === choices.length, { error: 'Choices must differ' }),
    }),
    z.object({ ...common, kind: z.literal('yesNo') }),
  ],
  { error: 'kind must be text, choice or yesNo' },
);
export type PersonalisationQuestion = z.output<typeof personalisationQuestionSchema>;

/** A product's questions: at most five, each id once. */
export const personalisationQuestionsSchema = z
  .array(personalisationQuestionSchema, { error: 'personalisation must be a list of questions' })
  .max(MAX_PERSONALISATION_QUESTIONS, {
    error: `A product asks at most ${MAX_PERSONALISATION_QUESTIONS} questions`,
  })
  .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, {
    error: 'Each question needs its own id',
  });

/**
 * A basket line's answers as the browser sends them, by question id: text for text and choice
 * questions, true/false for yes/no. The api checks them against the product's questions.
 */
export const personalisationAnswersSchema = z
  .record(
    z.string().max(40),
    z.union([z.string().max(MAX_TEXT_ANSWER_LENGTH * 2), z.boolean()], {
      error: 'An answer is text or yes/no',
    }),
    { error: 'personalisation must map question ids to answers' },
  )
  .refine((answers) => Object.keys(answers).length <= MAX_PERSONALISATION_QUESTIONS, {
    error: `At most ${MAX_PERSONALISATION_QUESTIONS} answers`,
  });
export type PersonalisationAnswers = z.output<typeof personalisationAnswersSchema>;

/** An answer as an order keeps it: the question as it was asked, and what it added to a piece. */
export type StoredAnswer = { questionId: string; label: string; answer: string; priceCents: number };
/** A kept answer as the api returns it on a line (an order's, a payment's, the workbench's). */
export const storedAnswerSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  answer: z.string(),
  priceCents: z.number().int(),
});
