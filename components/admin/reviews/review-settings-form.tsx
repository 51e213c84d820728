'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { isClientError } from '@/lib/client/bff-call';
import {
  fetchReviewSettings,
  REVIEW_PAGE_MESSAGES,
  REVIEW_SETTINGS_PATH,
  saveReviewSettings,
} from '@/lib/client/reviews';
import type { ReviewSettings } from '@/lib/schemas/reviews';
import '@/app/styles/reviews.css';

/** Whether buyers are asked for reviews, after how many days, and whether reviews show at once. */
export function ReviewSettingsForm() {
  const { data, error } = useSWR(REVIEW_SETTINGS_PATH, fetchReviewSettings, { revalidateOnFocus: false });
  if (!data) return <LoadState error={error} failed={REVIEW_PAGE_MESSAGES.listFailed} />;
  return <SettingsFields initial={data} />;
}

function SettingsFields({ initial }: { initial: ReviewSettings }) {
  const [values, setValues] = useState<ReviewSettings>(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (change: Partial<ReviewSettings>) => setValues({ ...values, ...change });
  const save = async () => {
    setMessage(null);
    const result = await saveReviewSettings(values);
    if (isClientError(result)) return setMessage({ ok: false, text: result.error });
    setMessage({ ok: true, text: 'Review settings saved.' });
    setValues(result);
  };
  const days = (key: 'requestDays' | 'shippedExtraDays', label: string) => (
    <label className="field admin-field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        type="number"
        min={0}
        max={90}
        value={values[key]}
        onChange={(event) => set({ [key]: Number(event.target.value) })}
      />
    </label>
  );
  return (
    <form
      className="admin-review"
      aria-label="Review settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2>Settings</h2>
      <label>
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
        />{' '}
        Ask buyers for a review by email
      </label>
      {days('requestDays', 'Days after delivery or pickup')}
      {days('shippedExtraDays', 'Extra days after shipping when no delivery is recorded')}
      <label>
        <input
          type="checkbox"
          checked={values.publishAtOnce}
          onChange={(event) => set({ publishAtOnce: event.target.checked })}
        />{' '}
        Publish reviews at once (otherwise they wait for your approval)
      </label>
      <button type="submit" className="button button--primary">
        Save settings
      </button>
      {message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
    </form>
  );
}
