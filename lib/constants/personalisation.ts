/** Questions a product may ask its buyer (an engraving, a ring size, gift wrap), and their limits. */
export const PERSONALISATION_KINDS = ['text', 'choice', 'yesNo'] as const;
export type PersonalisationKind = (typeof PERSONALISATION_KINDS)[number];

/** Questions one product may ask. */
export const MAX_PERSONALISATION_QUESTIONS = 5;
/** A question's label, and a text answer's longest allowed maximum length. */
export const MAX_QUESTION_LABEL_LENGTH = 120;
export const MAX_TEXT_ANSWER_LENGTH = 500;
/** Choices a choice question may list, and a choice's length. */
export const MAX_QUESTION_CHOICES = 20;
export const MAX_CHOICE_LENGTH = 80;
/** A pattern's own length (a regular expression the owner writes). */
export const MAX_PATTERN_LENGTH = 200;
/** The most one answer may add to a piece's price, in cents. */
export const MAX_EXTRA_CENTS = 100_000;

/** What a buyer is told about an answer (the product page and the api say the same). */
export const PERSONALISATION_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} is at most ${max} characters`,
  pattern: (label: string, hint: string | undefined) =>
    hint ? `${label}: ${hint}` : `${label} is not in the form this piece needs`,
  notAChoice: (label: string) => `${label}: choose one of the listed options`,
  yesNo: (label: string) => `${label}: answer yes or no`,
  unknown: 'This piece does not ask that question; reload the page to see its questions',
  notReturnable: 'Personalised pieces cannot be returned',
} as const;

/** How a yes/no answer reads on the order, the mails and the packing slip. */
export const YES_NO_TEXT = { yes: 'Yes', no: 'No' } as const;
