import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { AddRowButton } from '@/components/ui/field';
import type { ProductFormValues } from '@/lib/product-form';

/** What a part of the product form with rows of its own (sizes, questions) is drawn with. */
export type ProductRowsProps = {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

type Rows = 'variants' | 'personalisation';
type RowField<R extends Rows> = keyof ProductFormValues[R][number] & string;
type RowFlags = Partial<Record<string, unknown>> | undefined;

/**
 * A row's input errors as the owner should see them: once the input was left, the form sent, or
 * the api refused it. A new row's empty inputs say nothing until then: adding a row checks every
 * row at once, and errors shown then would go as its inputs are left, moving the buttons below
 * from under the pointer between press and release.
 */
export function useRowErrors<R extends Rows>(
  { control, errors }: Pick<ProductRowsProps, 'control' | 'errors'>,
  rows: R,
  index: number,
) {
  const { touchedFields, isSubmitted } = useFormState({ control, name: `${rows}.${index}` });
  const touched = (touchedFields[rows] as RowFlags[] | undefined)?.[index];
  const rowErrors = (
    errors[rows] as Partial<Record<string, { message?: string; type?: string }>>[] | undefined
  )?.[index];
  return (key: RowField<R>): string | undefined => {
    const error = rowErrors?.[key];
    if (!error) return undefined;
    return isSubmitted || error.type === 'server' || touched?.[key] ? error.message : undefined;
  };
}

type SectionProps = {
  /** The section's id: its title is `{id}-title`. */
  id: string;
  title: string;
  note: ReactNode;
  /** The rows' own error (too many, two of one name). */
  listError?: string;
  /** The rows, each an `<li>`; none: no list is drawn. */
  rows: ReactNode[];
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  /** Drawn after the add button (a dialog asking before a row goes). */
  children?: ReactNode;
};

/** A part of the product form made of rows: its title and note, its rows, and the button adding one. */
export function ProductRowsSection({
  id,
  title,
  note,
  listError,
  rows,
  addLabel,
  canAdd,
  onAdd,
  children,
}: SectionProps) {
  return (
    <section className="admin-field--wide product-variants" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="product-variants__title">
        {title}
      </h3>
      <p className="auth-form__note">{note}</p>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {rows.length > 0 && <ol className="product-variants__rows">{rows}</ol>}
      <AddRowButton disabled={!canAdd} onAdd={onAdd}>
        {addLabel}
      </AddRowButton>
      {children}
    </section>
  );
}

/** A row's Remove button, naming the row for a screen reader. */
export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button--quiet button--danger button--small" onClick={onRemove}>
      Remove<span className="visually-hidden"> {name}</span>
    </button>
  );
}
