'use client';

import { useId, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { STORE_MESSAGES } from '@/lib/schemas/store';

/** The store's pictures: what each input says and takes. */
const PICTURES = {
  logo: {
    label: 'Upload logo (PNG, JPG or SVG)',
    accept: 'image/png,image/jpeg,image/svg+xml,image/webp',
    testId: 'logo-file',
  },
  hero: { label: 'Upload hero image (up to 5 MB)', accept: 'image/*', testId: 'hero-file' },
} as const;

/**
 * A picture's upload as it goes: `busy` while `run` works (checking, compressing, uploading) and
 * `error`, why the last attempt failed (a work that throws: the processing failed).
 */
export function usePictureUpload() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch {
      setError(STORE_MESSAGES.processingFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

type Props = {
  kind: keyof typeof PICTURES;
  /** While a file is checked and uploaded, no other can be chosen; the last refusal shows under it. */
  upload: { busy: boolean; error: string | null };
  onFile: (file: File | undefined) => void;
};

/** A picture's file input with its refusal under it; the same file can be chosen again after. */
export function ImageFileField({ kind, upload: { busy, error }, onFile }: Props) {
  const id = useId();
  const { label, accept, testId } = PICTURES[kind];
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
