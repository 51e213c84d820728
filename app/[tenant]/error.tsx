'use client';

import { AppError } from '@/components/app-shell/app-error';

/** A store's shell failed: a script that did not load, or an error no page boundary caught. */
export default function ShellError({ error }: { error: Error & { digest?: string } }) {
  return <AppError error={error} />;
}
