/**
 * reCAPTCHA verification. With no secret the check is off (the form does not show it either);
 * with one, the token is verified at Google's endpoint (configurable, so tests use a local one).
 */
export type Captcha = {
  enabled: boolean;
  verify(token: string | null | undefined, remoteIp?: string): Promise<boolean>;
};

export function createCaptcha(options: { secret?: string; verifyUrl: string }): Captcha {
  if (!options.secret) return { enabled: false, verify: async () => true };
  const secret = options.secret;
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({
        secret,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      });
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5_000),
        });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
