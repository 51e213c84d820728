import type { StoredAnswer } from '@/lib/schemas/personalisation';
import '@/app/styles/checkout.css';

type ShownAnswer = Pick<StoredAnswer, 'label' | 'answer'>;

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
