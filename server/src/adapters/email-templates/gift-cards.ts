/** The mail that gives a gift card to its recipient: the code, the amount, who sent it and their message. */
import { formatPrice, toDollars } from '@/lib/money';

export type GiftCardMailFacts = {
  code: string;
  initialCents: number;
  recipientName: string;
  senderName: string;
  message: string;
  storeName: string;
  shopUrl: string;
};

/** Groups a code in fours as it is read aloud or typed: ABCD-EFGH-JKLM-NPQR. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

export function giftCardEmail(facts: GiftCardMailFacts) {
  const amount = formatPrice(toDollars(facts.initialCents));
  const from = facts.senderName ? `${facts.senderName} sent you` : 'You have received';
  const hello = facts.recipientName ? `Hello ${facts.recipientName},\n\n` : '';
  const message = facts.message ? `\n\n“${facts.message}”` : '';
  return {
    subject: `${from} a ${amount} gift card for ${facts.storeName}`,
    text: `${hello}${from} a ${amount} gift card for ${facts.storeName}.${message}\n\nYour gift card code: ${groupedCode(facts.code)}\n\nEnter it at checkout under “Gift card” to pay with it: ${facts.shopUrl}\n\n${facts.storeName}`,
  };
}
