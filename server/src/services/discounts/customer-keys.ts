/**
 * Who a once-per-customer code counts against, as the redemption row keeps it. A readable key
 * (`email:<canonical mailbox>`) while the person is a customer; once their personal data is
 * erased, its one-way hash (`erased:<sha256>`), so the same mailbox still finds its use of the code
 * and the row no longer says whose it was.
 */
import { createHash } from 'node:crypto';
import { canonicalMailbox } from '@/lib/mailbox';

/** The key of an email: its mailbox in canonical form, so dots and `+tags` name the same customer. */
export const emailKeyOf = (email: string) => `email:${canonicalMailbox(email)}`;

/** The key an erased customer's redemptions keep: a hash of the readable key, salted by the store. */
export const erasedKeyOf = (tenantId: string, key: string) =>
  `erased:${createHash('sha256').update(`${tenantId}\n${key}`).digest('hex')}`;
