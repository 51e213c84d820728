/** The one reminder of a basket left behind: its pieces, the link that brings it back, the way out. */
import { BASKET_REMINDER_MESSAGES } from '@/lib/constants/basket-reminders';

type ReminderFacts = {
  storeName: string;
  /** "2 × Ring (Size 7)" lines. */
  pieces: string[];
  restoreLink: string;
  unsubscribeLink: string;
};

export function basketReminderEmail(facts: ReminderFacts) {
  const text = [
    `Hello,`,
    ``,
    `You left these pieces in your basket at ${facts.storeName}:`,
    ...facts.pieces.map((piece) => `  ${piece}`),
    ``,
    `Bring your basket back and finish your order: ${facts.restoreLink}`,
    ``,
    `The pieces are not held for you: each is handmade and may sell out meanwhile.`,
    ``,
    `This is the only reminder we send for this basket.`,
    `No more basket reminders from us: ${facts.unsubscribeLink}`,
    ``,
    facts.storeName,
  ].join('\n');
  return { subject: BASKET_REMINDER_MESSAGES.subject(facts.storeName), text };
}
