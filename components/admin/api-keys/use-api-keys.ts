'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { apiKeysKey, listApiKeys, revokeApiKey, rotateApiKey } from '@/lib/client/api-keys';
import type { ApiKeyGrace, ApiKeyWithSecret } from '@/lib/schemas/api-keys';

type Revealed = { apiKey: ApiKeyWithSecret; rotated: boolean } | null;

/**
 * The store's API keys and the owner's calls on them: the list (active only, or all), rotate and
 * revoke, and the secret of a key just made or rotated, held here only until dismissed.
 */
export function useApiKeys() {
  const [showInactive, setShowInactive] = useState(false);
  const {
    data: keys,
    error,
    isLoading,
    mutate,
  } = useSWR(apiKeysKey(showInactive), listApiKeys, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [revealed, setRevealed] = useState<Revealed>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const rotate = async (id: string, grace: ApiKeyGrace) => {
    setBusyId(id);
    setFailure(null);
    const result = await rotateApiKey(id, grace);
    setBusyId(null);
    if ('error' in result) return setFailure(result.error);
    setRevealed({ apiKey: result, rotated: true });
    await mutate();
  };

  const revoke = async (id: string) => {
    setBusyId(id);
    setFailure(null);
    const result = await revokeApiKey(id);
    setBusyId(null);
    if ('error' in result) return setFailure(result.error);
    // Gone from the active list at once (kept, marked revoked, when inactive keys are shown).
    await mutate(
      (current) =>
        showInactive
          ? current?.map((key) => (key._id === id ? result : key))
          : current?.filter((key) => key._id !== id),
      { revalidate: true },
    );
  };

  const created = (apiKey: ApiKeyWithSecret) => {
    setRevealed({ apiKey, rotated: false });
    void mutate();
  };

  return {
    showInactive,
    setShowInactive,
    keys,
    error,
    isLoading,
    revealed,
    setRevealed,
    busyId,
    failure,
    rotate,
    revoke,
    created,
  };
}
