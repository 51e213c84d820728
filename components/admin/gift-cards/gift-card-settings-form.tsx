'use client';

import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { InputField } from '@/components/ui/field';
import {
  ADMIN_GIFT_CARD_SETTINGS_PATH,
  fetchGiftCardSettings,
  saveGiftCardSettings,
} from '@/lib/client/gift-cards';
import { centsList, dollarsList } from '@/lib/gift-card-form';
import { toCents, toDollars } from '@/lib/money';
import type { GiftCardSettings } from '@/lib/schemas/gift-cards';

/** The owner's gift card settings: offered or not, the amounts, and a custom amount's limits. */
export function GiftCardSettingsForm() {
  const { data, mutate } = useSWR(ADMIN_GIFT_CARD_SETTINGS_PATH, fetchGiftCardSettings);
  if (!data) return <p aria-busy="true">Loading…</p>;
  return <SettingsFields initial={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

/** The settings' fields, starting from what the store has. */
function SettingsFields({
  initial,
  onSaved,
}: {
  initial: GiftCardSettings;
  onSaved: (saved: GiftCardSettings) => void;
}) {
  const [form, setForm] = useState(() => ({
    enabled: initial.enabled,
    amounts: dollarsList(initial.amountsCents),
    customAllowed: initial.customAllowed,
    min: toDollars(initial.customMinCents).toFixed(2),
    max: toDollars(initial.customMaxCents).toFixed(2),
  }));
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: GiftCardSettings = {
      enabled: form.enabled,
      amountsCents: centsList(form.amounts),
      customAllowed: form.customAllowed,
      customMinCents: toCents(Number(form.min)),
      customMaxCents: toCents(Number(form.max)),
    };
    const saved = await saveGiftCardSettings(body);
    if ('error' in saved) return setMessage(saved.error);
    setMessage('Saved');
    onSaved(saved);
  };
  return (
    <form className="admin-panel" onSubmit={submit} data-testid="gift-card-settings" noValidate>
      <h2 className="admin-panel__title">Selling gift cards</h2>
      <label className="choice">
        <input
          type="checkbox"
          checked={form.enabled}
          onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
        />{' '}
        Offer gift cards in the shop
      </label>
      <InputField
        id="gift-amounts"
        label="Amounts in dollars, separated by commas"
        value={form.amounts}
        onChange={(e) => setForm({ ...form, amounts: e.target.value })}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={form.customAllowed}
          onChange={(e) => setForm({ ...form, customAllowed: e.target.checked })}
        />{' '}
        Let buyers choose another amount
      </label>
      <InputField
        id="gift-min"
        label="Lowest custom amount"
        inputMode="decimal"
        value={form.min}
        onChange={(e) => setForm({ ...form, min: e.target.value })}
      />
      <InputField
        id="gift-max"
        label="Highest custom amount"
        inputMode="decimal"
        value={form.max}
        onChange={(e) => setForm({ ...form, max: e.target.value })}
      />
      <button type="submit" className="button button--primary">
        Save
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
