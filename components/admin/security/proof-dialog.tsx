'use client';

import { useState } from 'react';
import { z } from 'zod';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Overlay } from '@/components/ui/overlay';
import type { ClientResult } from '@/lib/client/bff-call';
import { TWO_FACTOR_MESSAGES } from '@/lib/constants/two-factor';
import type { TwoFactorProof } from '@/lib/schemas/two-factor';

const proofSchema = z
  .object({ code: z.string().max(20), password: z.string().max(200) })
  .refine((value) => value.code.trim() || value.password, {
    error: TWO_FACTOR_MESSAGES.proofRequired,
    path: ['code'],
  });

type Props<T> = {
  title: string;
  action: string;
  run: (proof: TwoFactorProof) => Promise<ClientResult<T>>;
  onDone: (result: T) => void;
  onClose: () => void;
};

/** Asks for a current code or the password before turning two-factor sign-in off or renewing codes. */
export function ProofDialog<T>({ title, action, run, onDone, onClose }: Props<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(proofSchema, { defaultValues: { code: '', password: '' } });
  const onSubmit = async ({ code, password }: { code: string; password: string }) => {
    setFailure(null);
    const result = await run(code.trim() ? { code: code.trim() } : { password });
    if (result && typeof result === 'object' && 'error' in result) {
      if (result.field === 'code' || result.field === 'password')
        return form.setError(result.field, { message: result.error });
      return setFailure(result.error);
    }
    onDone(result as T);
  };
  return (
    <Overlay title={title} onClose={onClose} testId="two-factor-proof">
      <Form form={form} onSubmit={onSubmit} label={title} className="auth-form">
        <FormField
          name="code"
          id="two-factor-proof-code"
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <FormField
          name="password"
          id="two-factor-proof-password"
          label="Or your password"
          type="password"
          autoComplete="current-password"
        />
        <FormActions
          label={action}
          pendingLabel="Checking…"
          message={<FormMessage outcome={refusal(failure)} />}
        />
      </Form>
    </Overlay>
  );
}
