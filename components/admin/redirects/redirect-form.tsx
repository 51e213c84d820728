'use client';

import { useState } from 'react';
import { RecordForm, RecordFormActions, recordField } from '@/components/admin/records/record-form-actions';
import { useRecordSubmit } from '@/components/admin/records/use-record-submit';
import { InputField } from '@/components/ui/field';
import type { ClientResult } from '@/lib/client/bff-call';
import { redirectBodySchema, type Redirect, type RedirectBody } from '@/lib/schemas/redirects';

const FIELDS = ['fromPath', 'toPath'] as const;

type Props = {
  onSave: (body: RedirectBody) => Promise<ClientResult<Redirect>>;
  onSaved: () => void;
  onCancel: () => void;
};

/** A new redirect: the old path and the path that answers it now, checked as the api checks them. */
export function RedirectForm({ onSave, onSaved, onCancel }: Props) {
  const [values, setValues] = useState({ fromPath: '', toPath: '' });
  const { errors, busy, submit } = useRecordSubmit(redirectBodySchema, FIELDS, onSave, onSaved);
  const input = (name: (typeof FIELDS)[number], label: string, placeholder: string) => (
    <InputField
      {...recordField('new-redirect', errors, name, label)}
      value={values[name]}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
    />
  );
  return (
    <RecordForm label="New redirect" testId="redirect-form" onSubmit={(event) => void submit(event, values)}>
      {input('fromPath', 'Redirect from', '/products/old-name')}
      {input('toPath', 'Redirect to', '/product/new-name')}
      <RecordFormActions error={errors.root} pending={busy} label="Add Redirect" onCancel={onCancel} />
    </RecordForm>
  );
}
