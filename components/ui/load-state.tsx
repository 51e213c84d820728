import { MESSAGES } from '@/lib/messages';

/**
 * What a panel shows before it has its data: why the load failed (the error's own words, else
 * `failed`), or that it is loading.
 */
export function LoadState({ error, failed }: { error: unknown; failed: string }) {
  if (error)
    return (
      <p className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : failed}
      </p>
    );
  return <p role="status">{MESSAGES.loading}</p>;
}
