'use client';

import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import useSWR from 'swr';
import { Choice } from '@/components/ui/choice';
import { Fieldset } from '@/components/ui/field';
import { useZodForm, type Outcome } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import { fetchNoticeSettings, NOTICE_SETTINGS_PATH, saveNoticeSettings } from '@/lib/client/owner-notices';
import { DIGEST_HOUR, OWNER_NOTICE_LABELS } from '@/lib/constants/owner-notices';
import { MESSAGES } from '@/lib/messages';
import {
  NOTICE_FORM_MESSAGES,
  noticeFormValues,
  noticeSettingsFormSchema,
  type NoticeSettingsFormValues,
} from '@/lib/notice-settings-form';
import type { NoticeSettings as Settings } from '@/lib/schemas/owner-notices';
import { SettingsForm } from './settings-form';

const KIND_FIELDS = {
  newOrder: OWNER_NOTICE_LABELS.new_order,
  returnRequest: OWNER_NOTICE_LABELS.return_request,
  lowStock: OWNER_NOTICE_LABELS.low_stock,
  shipByLate: OWNER_NOTICE_LABELS.ship_by_late,
} as const;

/** What the owner and the Orders staff are mailed (Settings → Notifications), and how. */
export function NoticeSettings() {
  const { data, error, mutate } = useSWR(NOTICE_SETTINGS_PATH, fetchNoticeSettings);
  if (error && data === undefined)
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : NOTICE_FORM_MESSAGES.loadFailed}
      </p>
    );
  if (data === undefined) return <p role="status">{MESSAGES.loading}</p>;
  return <NoticeSettingsForm saved={data} onSaved={(settings) => mutate(settings, { revalidate: false })} />;
}

function NoticeFields() {
  const { register } = useFormContext<NoticeSettingsFormValues>();
  return (
    <>
      <Fieldset legend="Mail me about" className="wizard-choices">
        {Object.entries(KIND_FIELDS).map(([name, { label, hint }]) => (
          <Choice
            key={name}
            type="checkbox"
            label={label}
            hint={hint}
            {...register(name as keyof typeof KIND_FIELDS)}
          />
        ))}
      </Fieldset>
      <FormField
        name="lowStockThreshold"
        id="notice-low-stock-threshold"
        label="Low-stock threshold"
        hint="Stock at or under this counts as low, for a piece or one of its sizes"
        inputMode="numeric"
      />
      <Fieldset legend="When" className="wizard-choices">
        <Choice
          type="checkbox"
          label="Daily digest"
          hint={`One mail each morning at ${DIGEST_HOUR}:00 gathering the day’s notices, instead of one mail each.`}
          {...register('dailyDigest')}
        />
      </Fieldset>
    </>
  );
}

function NoticeSettingsForm({
  saved,
  onSaved,
}: {
  saved: Settings;
  onSaved: (settings: Settings) => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(noticeSettingsFormSchema, { defaultValues: noticeFormValues(saved) });
  const { reset, setError } = form;
  useEffect(() => {
    reset(noticeFormValues(saved));
  }, [saved, reset]);

  const onSubmit = async (values: Settings) => {
    setOutcome(null);
    const result = await saveNoticeSettings(values);
    if (isClientError(result)) {
      if (result.field === 'lowStockThreshold')
        setError('lowStockThreshold', { type: 'server', message: result.error }, { shouldFocus: true });
      return setOutcome({ ok: false, message: `Not saved: ${result.error}` });
    }
    await onSaved(result);
    reset(noticeFormValues(result));
    setOutcome({ ok: true, message: NOTICE_FORM_MESSAGES.saved });
  };

  return (
    <SettingsForm
      form={form}
      onSubmit={onSubmit}
      label="Notifications"
      testId="notice-settings-form"
      submitLabel="Save Notifications"
      outcome={outcome}
    >
      <NoticeFields />
    </SettingsForm>
  );
}
