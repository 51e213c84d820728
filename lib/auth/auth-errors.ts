/**
 * How a failed sign-in or registration becomes the spec's words (§8). Sign-in failures cross
 * next-auth as the message of an error, so they are packed into a string on the server
 * (authorize) and unpacked in the form.
 */
import { MESSAGES } from '@/lib/messages';

/**
 * The api's answer to a failed login; status 0 means it did not answer at all. `challenge`: the
 * password was right and the code step is next (code TWO_FACTOR_REQUIRED).
 */
export type LoginFailure = { status: number; code?: string; error?: string; challenge?: string };

export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

export function encodeLoginFailure(failure: LoginFailure): string {
  return JSON.stringify(failure);
}

/** Reads what authorize() packed; next-auth's own error names (CredentialsSignin…) carry no detail. */
export function decodeLoginFailure(value: string | null | undefined): LoginFailure {
  if (!value) return { status: 500 };
  try {
    const parsed = JSON.parse(value) as Partial<LoginFailure>;
    if (typeof parsed.status === 'number') {
      return {
        status: parsed.status,
        code: typeof parsed.code === 'string' ? parsed.code : undefined,
        error: typeof parsed.error === 'string' ? parsed.error : undefined,
        challenge: typeof parsed.challenge === 'string' ? parsed.challenge : undefined,
      };
    }
  } catch {
    // not ours
  }
  return { status: 500 };
}

/** 404: the endpoint is missing; no answer; else the server's words; else the generic line. */
export function loginErrorMessage(failure: LoginFailure): string {
  if (failure.status === 404) return MESSAGES.loginEndpointNotFound;
  if (failure.status === 0) return MESSAGES.noResponse;
  return failure.error || MESSAGES.loginFailed;
}

type RegistrationAnswer = {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
  details?: { errors?: unknown };
};

/**
 * One line per invalid field as the spec writes it (§8), `param: msg`: the field's key, then its
 * message. A message the api already wrote with its key in front is not given it twice; repeats
 * are dropped.
 */
function fieldLines(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const lines = list
    .filter(
      (item): item is { param: unknown; msg: unknown } =>
        typeof item === 'object' && item !== null && 'msg' in item,
    )
    .map((item) => {
      const msg = String(item.msg).trim();
      const param = String(item.param ?? '').trim();
      if (!msg || !param || msg.startsWith(`${param}: `)) return msg;
      return `${param}: ${msg}`;
    })
    .filter(Boolean);
  return [...new Set(lines)];
}

/**
 * The server's message; else 'Registration validation failed: ' and one `param: msg` line per
 * invalid field; else the server's error; else the 400 line; else the generic one.
 */
export function registrationErrorMessage(status: number, body: RegistrationAnswer | null): string {
  if (body && typeof body.message === 'string' && body.message) return body.message;
  const lines = fieldLines(body?.errors ?? body?.details?.errors);
  if (lines.length > 0) return `${MESSAGES.registrationValidationFailedPrefix}${lines.join('\n')}`;
  if (body && typeof body.error === 'string' && body.error) return body.error;
  if (status === 400) return MESSAGES.registrationValidationFailed;
  return MESSAGES.registrationFailed;
}
