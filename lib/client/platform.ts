/** The platform's sign-up from the browser, through the BFF: the form's live address check and the sign-up itself. */
import { jsonRequest } from '@/lib/auth/client-session';
import { MESSAGES } from '@/lib/messages';
import {
  signupResultSchema,
  slugAvailabilitySchema,
  type SignupBody,
  type SignupResult,
  type SlugAvailability,
} from '@/lib/schemas/platform';
import { callBff, type ClientResult } from './bff-call';

const parsed =
  <T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }) =>
  (body: unknown): T | null => {
    const result = schema.safeParse(body);
    return result.success ? (result.data as T) : null;
  };

/** GET /api/platform/slug-availability: whether the address is free, and why not. */
export function checkSlug(slug: string, signal?: AbortSignal): Promise<ClientResult<SlugAvailability>> {
  return callBff(
    `/api/platform/slug-availability?${new URLSearchParams({ slug })}`,
    { method: 'GET', signal },
    parsed<SlugAvailability>(slugAvailabilitySchema),
    MESSAGES.generic,
  );
}

/** POST /api/platform/signup: the new store's address and the ask to check the mailbox. */
export function signUpForStore(body: SignupBody): Promise<ClientResult<SignupResult>> {
  return callBff(
    '/api/platform/signup',
    jsonRequest('POST', body),
    parsed<SignupResult>(signupResultSchema),
    MESSAGES.generic,
  );
}
