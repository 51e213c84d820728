/**
 * The newsletter from the browser, through the BFF: the sign-up (answered with the ask to confirm
 * by the mailed link), the confirm and unsubscribe links. The owner's list is in
 * newsletter-list.ts, so the store's pages load no validation library.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { NEWSLETTER_CHECK_INBOX } from '@/lib/constants/newsletter';
import { MESSAGES } from '@/lib/messages';
import { callBff, textOf, type AnswerBody, type ClientResult } from './bff-call';

/** The api's words for a sign-up it did not take: its error, else its message. */
const newsletterRefusal = (body: AnswerBody) => ({
  error: textOf(body?.error) ?? textOf(body?.message) ?? MESSAGES.generic,
});

/** POST /api/newsletter/subscribe: the api checks the address and answers the thank-you. */
export function subscribeToNewsletter(email: string): Promise<ClientResult<{ message: string }>> {
  return callBff(
    '/api/newsletter/subscribe',
    jsonRequest('POST', { email }),
    (body) => {
      const answer = body as AnswerBody;
      if (answer?.success === false) return newsletterRefusal(answer);
      return { message: textOf(answer?.message) ?? NEWSLETTER_CHECK_INBOX };
    },
    MESSAGES.generic,
    { refusal: (_status, body) => newsletterRefusal(body) },
  );
}

/** POST /api/newsletter/confirm or /unsubscribe with a mailed link's token: the api's words, or `{ error }`. */
function spendLink(path: string, token: string): Promise<ClientResult<{ message: string }>> {
  return callBff(
    path,
    jsonRequest('POST', { token }),
    (body) => ({ message: textOf((body as AnswerBody)?.message) ?? '' }),
    MESSAGES.generic,
  );
}

/** Confirms a newsletter sign-up with its mailed link's token (the link works once). */
export const confirmNewsletter = (token: string) => spendLink('/api/newsletter/confirm', token);

/** Unsubscribes for good with a newsletter's link token (the link works once). */
export const unsubscribeNewsletter = (token: string) => spendLink('/api/newsletter/unsubscribe', token);
