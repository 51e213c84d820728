'use client';

import { useState, type ReactNode } from 'react';
import { withAnswers, type CartProduct } from '@/lib/cart/cart-item';
import { YES_NO_TEXT } from '@/lib/constants/personalisation';
import { formatPrice, toCents, toDollars } from '@/lib/money';
import { checkAnswers } from '@/lib/personalisation';
import type { PersonalisationAnswers, PersonalisationQuestion } from '@/lib/schemas/personalisation';

/** A product's questions; absent (an older backup): none. */
export const questionsOf = (product: { personalisation?: PersonalisationQuestion[] }) =>
  product.personalisation ?? [];

type Answer = string | boolean | undefined;

/** What the answers given so far add to one piece, in cents (an unticked yes/no adds nothing). */
function chosenExtraCents(questions: readonly PersonalisationQuestion[], answers: PersonalisationAnswers) {
  return questions.reduce((sum, question) => {
    const value = answers[question.id];
    const given = typeof value === 'string' ? value.trim() !== '' : value === true;
    return given ? sum + question.priceCents : sum;
  }, 0);
}

/** The id of a question's control on a product's page (a required yes/no: its Yes). */
const controlId = (productId: string, questionId: string) => `personalise-${productId}-${questionId}`;

/**
 * The state of a product page's questions: the answers as given, the message beside each question
 * that does not hold, and `lineOf`, which checks them (showing every message and taking the focus
 * to the first) and answers the basket's line with them, or null while one does not hold.
 */
export function usePersonalisation(productId: string, questions: readonly PersonalisationQuestion[]) {
  const [answers, setAnswers] = useState<PersonalisationAnswers>({});
  const [issues, setIssues] = useState<Record<string, string>>({});
  const answer = (id: string, value: Answer) => {
    setAnswers((last) => {
      const next = { ...last };
      if (value === undefined) delete next[id];
      else next[id] = value;
      return next;
    });
    // A message stays until the next Add to Basket, except on the answer being changed.
    setIssues((last) => {
      if (!(id in last)) return last;
      const next = { ...last };
      delete next[id];
      return next;
    });
  };
  const lineOf = (line: CartProduct): CartProduct | null => {
    if (questions.length === 0) return line;
    const checked = checkAnswers(questions, answers);
    if (!checked.ok) {
      setIssues(Object.fromEntries(checked.issues.map((issue) => [issue.questionId, issue.message])));
      document.getElementById(controlId(productId, checked.issues[0].questionId))?.focus();
      return null;
    }
    setIssues({});
    return withAnswers(line, answers, checked);
  };
  const extraCents = chosenExtraCents(questions, answers);
  return { productId, questions, answers, issues, answer, lineOf, extraCents };
}

export type Personalisation = ReturnType<typeof usePersonalisation>;

/** "+$15.00" beside a question that adds to the price. */
const extraText = (cents: number) => (cents > 0 ? ` +${formatPrice(toDollars(cents))}` : '');

/** A question's label: its words, marked when required, and what it adds. */
function QuestionLabel({ question }: { question: PersonalisationQuestion }) {
  return (
    <>
      {question.label}
      {question.required && <span className="personalisation__required"> (required)</span>}
      {question.priceCents > 0 && (
        <span className="personalisation__extra">{extraText(question.priceCents)}</span>
      )}
    </>
  );
}

type QuestionProps = {
  question: PersonalisationQuestion;
  id: string;
  value: Answer;
  error?: string;
  onAnswer: (value: Answer) => void;
};

/** aria of a question's control: invalid with a message, described by it and its own notes. */
function ariaOf(id: string, error: string | undefined, notes: (string | false | undefined)[] = []) {
  const describedBy = [error && `${id}-error`, ...notes].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

function TextQuestion({ question, id, value, error, onAnswer }: QuestionProps) {
  if (question.kind !== 'text') return null;
  const text = typeof value === 'string' ? value : '';
  const count = [...text].length;
  const hintId = question.patternHint ? `${id}-hint` : undefined;
  return (
    <QuestionField id={id} question={question} error={error}>
      <input
        id={id}
        className="input"
        type="text"
        autoComplete="off"
        value={text}
        required={question.required}
        onChange={(event) => onAnswer(event.target.value === '' ? undefined : event.target.value)}
        {...ariaOf(id, error, [hintId, `${id}-count`])}
        data-testid="personalisation-text"
      />
      <p className="personalisation__notes">
        {hintId && (
          <small id={hintId} className="personalisation__hint">
            {question.patternHint}
          </small>
        )}
        <small
          id={`${id}-count`}
          className={`personalisation__count${count > question.maxLength ? ' personalisation__count--over' : ''}`}
          data-testid="personalisation-count"
        >
          {count} / {question.maxLength}
        </small>
      </p>
    </QuestionField>
  );
}

function ChoiceQuestion({ question, id, value, error, onAnswer }: QuestionProps) {
  if (question.kind !== 'choice') return null;
  return (
    <QuestionField id={id} question={question} error={error}>
      <select
        id={id}
        className="input"
        value={typeof value === 'string' ? value : ''}
        required={question.required}
        onChange={(event) => onAnswer(event.target.value || undefined)}
        {...ariaOf(id, error)}
      >
        <option value="">{question.required ? 'Choose one' : 'None'}</option>
        {question.choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </QuestionField>
  );
}

/**
 * An optional yes/no is a checkbox (unticked: no); a required one asks Yes or No, so that leaving
 * it is not taken as an answer.
 */
function YesNoQuestion({ question, id, value, error, onAnswer }: QuestionProps) {
  if (!question.required)
    return (
      <div className="personalisation__question">
        <label className="personalisation__check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onAnswer(event.target.checked || undefined)}
            {...ariaOf(id, error)}
          />
          <span>
            <QuestionLabel question={question} />
          </span>
        </label>
        <QuestionError id={id} error={error} />
      </div>
    );
  return (
    <fieldset
      className="personalisation__question personalisation__yes-no"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">
        <QuestionLabel question={question} />
      </legend>
      {([true, false] as const).map((yes) => (
        <label key={String(yes)} className="personalisation__check">
          <input
            id={yes ? id : undefined}
            type="radio"
            name={id}
            checked={value === yes}
            onChange={() => onAnswer(yes)}
          />
          <span>{yes ? YES_NO_TEXT.yes : YES_NO_TEXT.no}</span>
        </label>
      ))}
      <QuestionError id={id} error={error} />
    </fieldset>
  );
}

function QuestionError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error" data-testid="personalisation-error">
      {error}
    </p>
  );
}

function QuestionField({
  id,
  question,
  error,
  children,
}: {
  id: string;
  question: PersonalisationQuestion;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field personalisation__question${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        <QuestionLabel question={question} />
      </label>
      {children}
      <QuestionError id={id} error={error} />
    </div>
  );
}

const QUESTION_VIEWS = { text: TextQuestion, choice: ChoiceQuestion, yesNo: YesNoQuestion };

/**
 * A product's questions, under its size picker: each with its label (marked when required, with
 * what it adds to the price), a count of characters for text, and its message once Add to Basket
 * found one. With extras chosen, the price of one piece with them.
 */
export function PersonalisationFields({
  price,
  state,
}: {
  /** One piece's price without the answers, in dollars. */
  price: number;
  state: Personalisation;
}) {
  const { productId, questions, answers, issues, answer, extraCents } = state;
  if (questions.length === 0) return null;
  return (
    <div className="personalisation" data-testid="personalisation">
      {questions.map((question) => {
        const View = QUESTION_VIEWS[question.kind];
        return (
          <View
            key={question.id}
            id={controlId(productId, question.id)}
            question={question}
            value={answers[question.id]}
            error={issues[question.id]}
            onAnswer={(value) => answer(question.id, value)}
          />
        );
      })}
      {extraCents > 0 && (
        <p className="personalisation__total" aria-live="polite" data-testid="personalisation-total">
          With your choices: {formatPrice(toDollars(toCents(price) + extraCents))}
        </p>
      )}
    </div>
  );
}
