'use client';

import { AppError } from '@/components/app-shell/app-error';

/** An error above any store (its layout or theme failed); the root layout still stands. */
export default function RootError({ error }: { error: Error & { digest?: string } }) {
  return <AppError error={error} />;
}
