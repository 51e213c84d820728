/** The owner's newsletter list from the back-office, through the BFF. */
import { MESSAGES } from '@/lib/messages';
import { newsletterSubscriberListSchema, type NewsletterSubscriberList } from '@/lib/schemas/audience';
import { callBff, parseWith } from './bff-call';

export const NEWSLETTER_LIST_PATH = '/api/admin/newsletter/subscribers';
/** The owner's CSV export of the list (a plain link: the browser downloads it). */
export const NEWSLETTER_CSV_PATH = '/api/admin/newsletter/subscribers.csv';

/** For SWR: the owner's list with its states, or a thrown error carrying the message to show. */
export async function fetchNewsletterList(
  path: string = NEWSLETTER_LIST_PATH,
): Promise<NewsletterSubscriberList> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(newsletterSubscriberListSchema),
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}
