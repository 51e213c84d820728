'use client';

import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { saveBasketReminderSettings } from '@/lib/client/basket-reminders';
import { MAX_BASKET_REMINDER_HOURS, MIN_BASKET_REMINDER_HOURS } from '@/lib/constants/basket-reminders';
import type { BasketReminderSettings } from '@/lib/schemas/basket-reminders';
import '@/app/styles/checkout.css';

type Outcome = { ok: boolean; message: string; field?: string } | null;

/** Reminders on or off and the delay; the api's refusal shows under the field it names. */
export function ReminderSettingsForm({
  settings,
  onSaved,
}: {
  settings: BasketReminderSettings;
  onSaved: (saved: BasketReminderSettings) => void;
}) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [delay, setDelay] = useState(String(settings.delayHours));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const result = await saveBasketReminderSettings({ enabled, delayHours: Number(delay) });
    setBusy(false);
    if ('error' in result) return setOutcome({ ok: false, message: result.error, field: result.field });
    onSaved(result);
    setOutcome({ ok: true, message: 'Saved.' });
  };
  const delayError = outcome && !outcome.ok && outcome.field === 'delayHours' ? outcome.message : null;

  return (
    <form
      className="auth-form admin-settings__form"
      onSubmit={submit}
      aria-label="Basket reminder settings"
      noValidate
    >
      <label className="checkout-ack__label">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <span>Email one reminder to shoppers who leave their basket at checkout</span>
      </label>
      <Field id="basket-reminder-delay" label="Send it after (hours)" error={delayError ?? undefined}>
        <input
          id="basket-reminder-delay"
          className="input"
          type="number"
          inputMode="numeric"
          min={MIN_BASKET_REMINDER_HOURS}
          max={MAX_BASKET_REMINDER_HOURS}
          value={delay}
          onChange={(event) => setDelay(event.target.value)}
          aria-invalid={delayError ? true : undefined}
          aria-describedby={delayError ? 'basket-reminder-delay-error' : undefined}
        />
      </Field>
      {outcome && !delayError && (
        <p className={outcome.ok ? 'notice' : 'notice notice--error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
