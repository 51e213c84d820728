import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  type: 'checkbox' | 'radio';
  label: string;
  hint: string;
  'data-testid'?: string;
};

/**
 * A checkbox or radio button with its label and a hint under it, as the setup wizard and Settings
 * offer a choice; the input's props (react-hook-form's `register` included) go to the input.
 */
export function Choice({ label, hint, ...input }: Props) {
  return (
    <label className="wizard-choice">
      <input {...input} />
      <span>
        {label}
        <small className="wizard-choice__hint">{hint}</small>
      </span>
    </label>
  );
}
