'use client';

import { useFieldArray, useWatch } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import { MAX_PERSONALISATION_QUESTIONS, PERSONALISATION_KINDS } from '@/lib/constants/personalisation';
import { QUESTION_KIND_LABELS, emptyQuestionRow, type QuestionRowField } from '@/lib/personalisation-form';
import { ProductRowsSection, RemoveRowButton, useRowErrors, type ProductRowsProps } from './product-rows';

type Props = ProductRowsProps;

type RowProps = Props & { index: number; onRemove: () => void };

/** One question's inputs: its kind, words, whether required, added price, and its kind's own. */
function QuestionRowInputs({ control, register, errors, index, onRemove }: RowProps) {
  const shownError = useRowErrors({ control, errors }, 'personalisation', index);
  const kind = useWatch({ control, name: `personalisation.${index}.kind` });
  const label = useWatch({ control, name: `personalisation.${index}.label` });
  const name = label?.trim() || `Question ${index + 1}`;
  const field = (key: QuestionRowField, text: string, extra: object = {}, hint?: string) => {
    const id = `question-${index}-${key}`;
    const error = shownError(key);
    const control = key === 'choices' ? 'textarea' : key === 'kind' ? 'select' : 'input';
    const props = {
      ...fieldAria(id, error, hint ? `${id}-hint` : undefined),
      className: 'input',
      ...extra,
      ...register(`personalisation.${index}.${key}`),
    };
    return (
      <Field id={id} label={text} error={error} hint={hint} className="admin-field">
        {control === 'select' ? (
          <select {...props}>
            {PERSONALISATION_KINDS.map((value) => (
              <option key={value} value={value}>
                {QUESTION_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        ) : control === 'textarea' ? (
          <textarea rows={4} {...props} />
        ) : (
          <input type="text" autoComplete="off" {...props} />
        )}
      </Field>
    );
  };
  return (
    <li className="variant-row question-row" data-testid="question-row">
      <fieldset className="variant-row__fields">
        <legend className="visually-hidden">{name}</legend>
        {field('kind', 'Kind of answer')}
        {field('label', 'Question', { placeholder: 'Engraving' })}
        {field('price', 'Added price (USD)', { inputMode: 'decimal', placeholder: '0.00' })}
        <label className="admin-check">
          <input type="checkbox" {...register(`personalisation.${index}.required`)} /> Required
        </label>
        {kind === 'text' && (
          <>
            {field('maxLength', 'Maximum length', { inputMode: 'numeric' })}
            {field(
              'pattern',
              'Pattern (optional)',
              { placeholder: '[A-Z]{1,3}' },
              'A regular expression the whole answer must match',
            )}
            {field('patternHint', 'Hint when it does not match', { placeholder: 'capital letters only' })}
          </>
        )}
        {kind === 'choice' && field('choices', 'Choices', {}, 'One choice a line')}
      </fieldset>
      <div className="variant-row__actions">
        <RemoveRowButton name={name} onRemove={onRemove} />
      </div>
    </li>
  );
}

/**
 * The Personalisation section: up to five questions the product page asks its buyer (short text,
 * a choice from a list, or yes/no), each required or not and with an optional added price. Each
 * keeps its id across edits, so an answer in a stored basket still finds its question.
 */
export function ProductPersonalisationField(form: Props) {
  const { control, errors } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'personalisation', keyName: 'key' });
  const listError = errors.personalisation?.root?.message ?? errors.personalisation?.message;
  return (
    <ProductRowsSection
      id="product-personalisation"
      title="Personalisation"
      note="Questions the product page asks the buyer, such as an engraving or gift wrap. The answers show on the order, the packing slip and the workbench."
      listError={listError}
      rows={fields.map((row, index) => (
        <QuestionRowInputs key={row.key} {...form} index={index} onRemove={() => remove(index)} />
      ))}
      addLabel="Add a question"
      canAdd={fields.length < MAX_PERSONALISATION_QUESTIONS}
      onAdd={() => append(emptyQuestionRow())}
    />
  );
}
