'use client';

import { useCallback, useEffect, useState } from 'react';
import { RECAPTCHA_INIT_DELAY_MS } from '@/lib/constants/auth';
import { MESSAGES } from '@/lib/messages';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

export type CaptchaOutcome = { ok: true; token?: string } | { ok: false; message: string };

export type Recaptcha = {
  /** False when no site key is configured: the forms then say nothing about a security check. */
  enabled: boolean;
  ready: boolean;
  token(action: string): Promise<CaptchaOutcome>;
};

/** reCAPTCHA v3, loaded only when a site key is configured. */
export function useRecaptcha(siteKey?: string): Recaptcha {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!siteKey) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      timer = setTimeout(() => setReady(true), RECAPTCHA_INIT_DELAY_MS);
    };
    document.head.appendChild(script);
    return () => clearTimeout(timer);
  }, [siteKey]);

  const token = useCallback(
    async (action: string): Promise<CaptchaOutcome> => {
      if (!siteKey) return { ok: true };
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!ready || !grecaptcha) return { ok: false, message: MESSAGES.securityCheckInitializing };
      try {
        const value = await new Promise<string>((resolve, reject) =>
          grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
        );
        return { ok: true, token: value };
      } catch {
        return { ok: false, message: MESSAGES.securityCheckFailed };
      }
    },
    [siteKey, ready],
  );

  return { enabled: Boolean(siteKey), ready, token };
}
