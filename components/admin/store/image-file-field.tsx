'use client';

import { useId } from 'react';
import { FieldError } from '@/components/ui/field';

type Props = {
  label: string;
  accept: string;
  /** While a file is checked and uploaded, no other can be chosen. */
  busy: boolean;
  /** Why the last file was refused, shown under the input. */
  error: string | null;
  testId: string;
  onFile: (file: File | undefined) => void;
};

/** A picture's file input with its refusal under it; the same file can be chosen again after. */
export function ImageFileField({ label, accept, busy, error, testId, onFile }: Props) {
  const id = useId();
  return (
    <>
      <label className="field admin-field" htmlFor={id}>
        <span className="field__label">{label}</span>
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={busy}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            onFile(file);
          }}
        />
      </label>
      <FieldError id={id} error={error ?? undefined} />
    </>
  );
}
