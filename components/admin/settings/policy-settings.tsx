'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Form, FormActions, FormMessage, useZodForm, type Outcome } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import { fetchPolicies, POLICIES_PATH, savePolicy } from '@/lib/client/policies';
import { POLICY_PATHS } from '@/lib/constants/policies';
import { MESSAGES } from '@/lib/messages';
import { policyBodySchema, POLICY_MESSAGES, type Policy, type PolicyList } from '@/lib/schemas/policies';
import { ConsumerSettings } from './consumer-settings';

const HINT =
  'Headings start with # or ##, list items with -, **bold** and [words](https://…) links work; a blank line starts a new paragraph.';

/**
 * Settings → Policies: an editor for each policy page. A page not yet saved opens on its template,
 * filled in with the store's details; the storefront shows that template until the owner saves.
 */
export function PolicySettings() {
  const { data, error, mutate } = useSWR(POLICIES_PATH, fetchPolicies);
  if (error && data === undefined)
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : 'The policy pages could not be loaded.'}
      </p>
    );
  if (data === undefined) return <p role="status">{MESSAGES.loading}</p>;
  const onSaved = (saved: Policy) =>
    mutate(
      (list: PolicyList | undefined) =>
        list && { policies: list.policies.map((policy) => (policy.kind === saved.kind ? saved : policy)) },
      { revalidate: false },
    );
  return (
    <div className="policy-settings">
      <ConsumerSettings onSaved={() => void mutate()} />
      {data.policies.map((policy) => (
        <PolicyEditor key={policy.kind} policy={policy} onSaved={onSaved} />
      ))}
    </div>
  );
}

export function PolicyEditor({
  policy,
  onSaved,
}: {
  policy: Policy;
  onSaved: (policy: Policy) => Promise<unknown> | void;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(policyBodySchema, { defaultValues: { body: policy.body } });
  const { reset, setError } = form;
  useEffect(() => {
    reset({ body: policy.body });
  }, [policy.body, reset]);

  const onSubmit = async ({ body }: { body: string }) => {
    setOutcome(null);
    const result = await savePolicy(policy.kind, body);
    if (isClientError(result)) {
      if (result.field === 'body') return setError('body', { type: 'server', message: result.error });
      return setOutcome({ ok: false, message: result.error });
    }
    await onSaved(result);
    reset({ body: result.body });
    setOutcome({ ok: true, message: POLICY_MESSAGES.saved });
  };

  const id = `policy-${policy.kind}`;
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label={policy.title}
      className="auth-form admin-settings__form admin-settings__form--wide policy-editor"
      testId={`${id}-form`}
    >
      <h3 className="policy-editor__title">{policy.title}</h3>
      <p className="admin-settings__muted" data-testid={`${id}-state`}>
        {policy.saved ? (
          <>
            Published at <a href={POLICY_PATHS[policy.kind]}>{POLICY_PATHS[policy.kind]}</a>.
          </>
        ) : (
          'Not saved yet: the store shows this template, filled in with your details, until you save.'
        )}
      </p>
      <FormField
        name="body"
        id={id}
        label={`${policy.title} text`}
        control="textarea"
        rows={12}
        hint={HINT}
      />
      <FormActions
        label="Save"
        pendingLabel="Saving…"
        // A template may be saved as it is, to publish it as the store's own text.
        disabled={policy.saved && !form.formState.isDirty}
        message={<FormMessage outcome={outcome} testId={`${id}-message`} />}
      />
    </Form>
  );
}
