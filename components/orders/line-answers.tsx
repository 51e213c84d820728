import type { StoredAnswer } from '@/lib/schemas/personalisation';

type ShownAnswer = Pick<StoredAnswer, 'label' | 'answer'>;

/**
 * An order line's answers as the api sends them (`personalisation`, empty when none); an answer
 * read before lines carried them: none.
 */
export const answersOf = (line: object): ShownAnswer[] => {
  const answers = (line as { personalisation?: ShownAnswer[] | null }).personalisation;
  return Array.isArray(answers) ? answers : [];
};

/** The buyer's answers of one line, under its name: "Engraving: Ruth", one a line. */
export function LineAnswers({
  answers,
  className = '',
}: {
  answers: readonly ShownAnswer[] | null | undefined;
  className?: string;
}) {
  if (!answers || answers.length === 0) return null;
  return (
    <ul
      className={`line-answers ${className}`.trim()}
      aria-label="Personalisation"
      data-testid="line-answers"
    >
      {answers.map(({ label, answer }, index) => (
        <li key={`${index}:${label}`} className="line-answers__item">
          {label}: {answer}
        </li>
      ))}
    </ul>
  );
}
