'use client';

import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { isClientError } from '@/lib/client/bff-call';
import { checkSlug } from '@/lib/client/platform';
import { SIGNUP_MESSAGES, slugMessage, slugProblem, storeHostOf } from '@/lib/constants/platform';

/** How long the field waits after the last keystroke before it asks the api. */
export const SLUG_CHECK_DELAY_MS = 400;

type Check = { slug: string; available: boolean; message: string } | null;

/** The api's word on the typed address, asked once typing pauses; the shape is judged here first. */
function useSlugCheck(slug: string): Check | 'checking' {
  const [check, setCheck] = useState<Check>(null);
  const shapeProblem = slug ? slugProblem(slug) : null;
  useEffect(() => {
    if (!slug || shapeProblem) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await checkSlug(slug, controller.signal);
      if (controller.signal.aborted || isClientError(result)) return;
      setCheck({
        slug,
        available: result.available,
        message: result.message ?? SIGNUP_MESSAGES.slugAvailable(result.storeHost),
      });
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, shapeProblem]);
  if (!slug) return null;
  if (shapeProblem) return { slug, available: false, message: slugMessage(slug, shapeProblem) };
  return check?.slug === slug ? check : 'checking';
}

/** The store's address: its first label typed, the whole `{slug}.{domain}` shown, and whether it is free. */
export function SlugField({ domain }: { domain: string }) {
  const typed = (useWatch({ name: 'slug' }) as string | undefined) ?? '';
  const slug = typed.trim().toLowerCase();
  const check = useSlugCheck(slug);
  const hint = (
    <div aria-live="polite">
      <p className="platform-form__address" data-testid="store-address">
        Your store’s address: <strong>{storeHostOf(slug || 'your-store', domain)}</strong>
      </p>
      {check === 'checking' ? (
        <p className="platform-form__check">{SIGNUP_MESSAGES.slugChecking}</p>
      ) : check ? (
        <p
          className={`platform-form__check${check.available ? '' : ' platform-form__check--bad'}`}
          data-testid="slug-check"
        >
          {check.message}
        </p>
      ) : null}
    </div>
  );
  return (
    <FormField
      name="slug"
      id="signup-slug"
      label="Store address"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      testId="signup-slug"
      hint={hint}
    />
  );
}
