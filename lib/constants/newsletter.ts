/** A newsletter address's states: signed up and waiting for its link, confirmed, or gone for good. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The consent the sign-up form shows and the list keeps with each address. */
export const NEWSLETTER_CONSENT_TEXT =
  'I agree to receive this store’s newsletter by email. I can unsubscribe at any time with the link in every mail.';

/** The storefront pages the mailed links open (the web passes their token to the api). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The sign-up's answer: nothing counts until the mailed link is opened. */
export const NEWSLETTER_CHECK_INBOX = 'Almost done: please confirm with the link we just emailed you.';

export const NEWSLETTER_MESSAGES = {
  confirmed: 'You are subscribed. Thank you for confirming!',
  unsubscribed: 'You are unsubscribed and will get no more newsletters from this store.',
  linkInvalid: 'This link has already been used or is not valid.',
  confirmSubject: (store: string) => `Please confirm your subscription to ${store}`,
} as const;

/** The owner's export of the list: its header row. */
export const NEWSLETTER_CSV_HEADER = [
  'Email',
  'Status',
  'Signed up',
  'Consent given',
  'Consent wording',
  'Confirmed',
  'Unsubscribed',
] as const;
