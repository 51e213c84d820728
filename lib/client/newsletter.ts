/**
 * The newsletter sign-up from the browser, through the BFF: the thank-you, or `{ error }` with the
 * words to show.
 */
import { jsonRequest } from '@/lib/auth/client-session';
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
      return { message: textOf(answer?.message) ?? 'Thank you for subscribing!' };
    },
    MESSAGES.generic,
    { refusal: (_status, body) => newsletterRefusal(body) },
  );
}
