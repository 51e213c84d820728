'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { LoadState } from '@/components/ui/load-state';
import { Field, fieldAria } from '@/components/ui/field';
import { Form, FormActions, FormMessage, refusal, useZodForm } from '@/components/ui/form';
import { connectNotionDatabases, fetchNotionDatabases, NOTION_DATABASES_KEY } from '@/lib/client/notion';
import { MESSAGES } from '@/lib/messages';
import {
  databaseChoiceSchema,
  NOTION_DATABASE_KINDS,
  NOTION_DATABASE_LABELS,
  type DatabaseChoice,
  type NotionConnection,
  type NotionDatabaseKind,
} from '@/lib/schemas/notion';

type Props = {
  current: NotionConnection['notionDatabaseIds'];
  onLinked: (connection: NotionConnection) => void;
};

/** The five databases of a connected workspace, each chosen from those shared with Sitka (§5: all required). */
export function DatabaseForm({ current, onLinked }: Props) {
  const { data: databases, error } = useSWR(NOTION_DATABASES_KEY, fetchNotionDatabases, {
    revalidateOnFocus: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = Object.fromEntries(
    NOTION_DATABASE_KINDS.map((kind) => [kind, current[kind] ?? '']),
  ) as DatabaseChoice;
  const form = useZodForm(databaseChoiceSchema, { defaultValues: defaults });
  const { errors } = form.formState;

  if (error || !databases) return <LoadState error={error} failed={MESSAGES.loading} />;

  const onSubmit = async (choice: DatabaseChoice) => {
    setFailure(null);
    const result = await connectNotionDatabases(choice);
    if ('error' in result) {
      const field = result.field as NotionDatabaseKind | undefined;
      if (field && NOTION_DATABASE_KINDS.includes(field)) form.setError(field, { message: result.error });
      else setFailure(result.error);
      return;
    }
    onLinked(result);
  };

  return (
    <Form form={form} onSubmit={onSubmit} label="Notion databases" className="auth-form workspace-databases">
      {databases.length === 0 && (
        <p className="notice">
          No databases are shared with Sitka yet. In Notion, share your five databases with the Sitka
          integration, then reopen this section.
        </p>
      )}
      {NOTION_DATABASE_KINDS.map((kind) => {
        const id = `notion-database-${kind}`;
        const message = errors[kind]?.message;
        return (
          <Field key={kind} id={id} label={`${NOTION_DATABASE_LABELS[kind]} database`} error={message}>
            <select {...form.register(kind)} {...fieldAria(id, message)} className="input">
              <option value="">Choose a database</option>
              {databases.map((database) => (
                <option key={database.id} value={database.id}>
                  {database.title}
                </option>
              ))}
            </select>
          </Field>
        );
      })}
      <FormActions
        label="Connect Databases"
        pendingLabel="Connecting…"
        message={<FormMessage outcome={refusal(failure)} />}
      />
    </Form>
  );
}
