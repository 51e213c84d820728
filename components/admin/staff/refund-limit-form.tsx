'use client';

import { useState } from 'react';
import { Form, FormActions, FormMessage, useZodForm, type Outcome } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { saveRefundLimit } from '@/lib/client/staff';
import { toCents, toDollars } from '@/lib/money';
import { refundLimitFormSchema } from '@/lib/schemas/staff';

const asDollars = (cents: number | null) => (cents === null ? '' : toDollars(cents).toFixed(2));

/** The most a person of the Orders role may refund on one order; empty for no limit. */
export function RefundLimitForm({
  limitCents,
  onSaved,
}: {
  limitCents: number | null;
  onSaved: () => Promise<unknown>;
}) {
  const form = useZodForm(refundLimitFormSchema, { defaultValues: { limit: asDollars(limitCents) } });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async ({ limit }: { limit: string }) => {
    setOutcome(null);
    const cents = limit === '' ? null : toCents(Number(limit));
    const result = await saveRefundLimit(cents);
    if ('error' in result) {
      if (result.field) return form.setError('limit', { message: result.error });
      return setOutcome({ ok: false, message: result.error });
    }
    form.reset({ limit: asDollars(cents) });
    setOutcome({ ok: true, message: cents === null ? 'Saved: no limit.' : 'Saved.' });
    await onSaved();
  };

  return (
    <Form form={form} onSubmit={submit} label="Orders refund limit" testId="staff-refund-limit">
      <FormField
        name="limit"
        id="staff-refund-limit"
        label="Refund limit per order ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="No limit"
        hint="Leave it empty for no limit."
      />
      <FormActions label="Save limit" pendingLabel="Saving…" message={<FormMessage outcome={outcome} />} />
    </Form>
  );
}
