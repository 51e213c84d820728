'use client';

import { useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { isClientError } from '@/lib/client/bff-call';
import { uploadReviewPhoto } from '@/lib/client/reviews';
import '@/app/styles/reviews.css';

/**
 * The review's optional photo: chosen, uploaded at once (the api answers its name), shown, and
 * removable. The name goes with the review when it is saved.
 */
export function ReviewPhoto({
  id,
  path,
  initialUrl,
}: {
  id: string;
  path: string;
  initialUrl: string | null;
}) {
  const { setValue } = useFormContext<{ photo?: string | null }>();
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadReviewPhoto(path, file);
    setBusy(false);
    if (isClientError(result)) return setError(result.error);
    setValue('photo', result.photo, { shouldDirty: true });
    setUrl(result.photoUrl);
  };
  const remove = () => {
    setValue('photo', null, { shouldDirty: true });
    setUrl(null);
  };
  return (
    <div className="review-photo">
      {url ? (
        <div className="review-photo__shown">
          {/* eslint-disable-next-line @next/next/no-img-element -- the api's own rendition */}
          <img src={url} alt="Your photo" width={120} />
          <button type="button" className="button button--ghost" onClick={remove}>
            Remove photo
          </button>
        </div>
      ) : null}
      <label htmlFor={id} className="field__label">
        {url ? 'Another photo (optional)' : 'A photo (optional)'}
      </label>
      <input id={id} type="file" accept="image/png,image/jpeg,image/webp" onChange={choose} disabled={busy} />
      {busy ? <p role="status">Adding the photo…</p> : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
