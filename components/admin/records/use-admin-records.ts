'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';

/** What the owner is working on: a record being added, one being edited, or none. */
export type Editing<T> = { kind: 'new' } | { kind: 'edit'; record: T } | null;

/**
 * A back-office list of the store's records (events, categories) and the owner's work on it: the
 * list (SWR), the record being added or edited, the one whose deletion waits for confirmation, and
 * the deletion itself (the api's refusal shown as `failure`).
 */
export function useAdminRecords<T extends { id: string }>(
  path: string,
  fetchList: (path: string) => Promise<T[]>,
  remove: (id: string) => Promise<ClientResult<unknown>>,
) {
  const { data, error, mutate } = useSWR(path, fetchList, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    const result = await remove(deleting.id);
    setBusy(false);
    if (isClientError(result)) {
      setDeleting(null);
      return setFailure(result.error);
    }
    await mutate((current) => current?.filter((record) => record.id !== deleting.id), { revalidate: true });
    setDeleting(null);
  };

  const saved = async () => {
    setEditing(null);
    await mutate();
  };

  return { data, error, editing, setEditing, deleting, setDeleting, busy, failure, confirmDelete, saved };
}
