'use client';

import { useSyncExternalStore } from 'react';
import { pickSaying } from '@/lib/sayings';

// One saying per page load, picked in the browser: the server renders none, so the two can never
// disagree during hydration, and cached pages still show a fresh pick.
let chosen: string | null = null;
const choose = () => (chosen ??= pickSaying());
const noSubscription = () => () => {};

export function FooterSaying() {
  const saying = useSyncExternalStore(noSubscription, choose, () => null);
  return <p className="site-footer__saying">{saying ? `“${saying}”` : '\u00a0'}</p>;
}
