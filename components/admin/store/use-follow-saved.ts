'use client';

import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `follow` with the saved value each time it changes (by content, not identity: a save, a
 * rollback), never on the first render: a panel's working copy then starts again from it.
 */
export function useFollowSaved<T>(saved: T, follow: (saved: T) => void) {
  const key = JSON.stringify(saved);
  const seen = useRef(key);
  const onChange = useEffectEvent(follow);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    onChange(JSON.parse(key) as T);
  }, [key]);
}
