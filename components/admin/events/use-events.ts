'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { isClientError } from '@/lib/client/bff-call';
import { deleteEvent, EVENTS_PATH, fetchEvents } from '@/lib/client/events';
import type { StoreEvent } from '@/lib/schemas/events';

export type Editing = { kind: 'new' } | { kind: 'edit'; event: StoreEvent } | null;

/**
 * The store's events and the owner's work on them: the one being added or edited, the one
 * whose deletion waits for confirmation, and the deletion itself.
 */
export function useEvents() {
  const { data, error, mutate } = useSWR(EVENTS_PATH, fetchEvents, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StoreEvent | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    const result = await deleteEvent(deleting.id);
    setBusy(false);
    if (isClientError(result)) {
      setDeleting(null);
      return setFailure(result.error);
    }
    await mutate((current) => current?.filter((event) => event.id !== deleting.id), { revalidate: true });
    setDeleting(null);
  };

  const saved = async () => {
    setEditing(null);
    await mutate();
  };

  return { data, error, editing, setEditing, deleting, setDeleting, busy, failure, confirmDelete, saved };
}
