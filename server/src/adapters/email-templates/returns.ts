/**
 * The mails of a return or withdrawal: the buyer's receipt (sent at once; for a withdrawal it is
 * the confirmation on a durable medium the law asks for), the owner's notice, and the owner's
 * answer to the buyer.
 */
import { formatPrice, toDollars } from '@/lib/money';
import type { ReturnRequestKind } from '@/lib/constants/returns';

type RequestFacts = {
  orderNumber: string;
  kind: ReturnRequestKind;
  /** "2 × Ring (size 7)" lines. */
  pieces: string[];
  reason: string;
  at: Date;
};

const pieceList = (pieces: string[]) => pieces.map((piece) => `  ${piece}`).join('\n');
const whyLine = (reason: string) => (reason ? `\nReason given: ${reason}\n` : '');

/** The buyer's receipt of their request, sent when it arrives. */
export function returnReceivedEmail(facts: RequestFacts, storeName: string) {
  const when = facts.at.toUTCString();
  if (facts.kind === 'withdrawal')
    return {
      subject: `Withdrawal from your order ${facts.orderNumber} received`,
      text: `We received your withdrawal from the contract for order ${facts.orderNumber} on ${when}.\n\nPieces withdrawn from:\n${pieceList(facts.pieces)}\n${whyLine(facts.reason)}\nPlease send the pieces back within 14 days. We refund what you paid for them once the store has accepted the withdrawal, to the card you paid with.\n\nKeep this mail as the confirmation of your withdrawal.\n\n${storeName}`,
    };
  return {
    subject: `Return request for your order ${facts.orderNumber} received`,
    text: `We received your request to return pieces of order ${facts.orderNumber} on ${when}.\n\nPieces to return:\n${pieceList(facts.pieces)}\n${whyLine(facts.reason)}\nThe store will answer by email.\n\n${storeName}`,
  };
}

/** The owner's notice of a new request, to answer in the order desk. */
export function returnOwnerNoticeEmail(facts: RequestFacts, storeName: string, link: string) {
  const what = facts.kind === 'withdrawal' ? 'Withdrawal from contract' : 'Return request';
  return {
    subject: `${what} for order ${facts.orderNumber}`,
    text: `${what} for order ${facts.orderNumber} in ${storeName}.\n\nPieces:\n${pieceList(facts.pieces)}\n${whyLine(facts.reason)}\nAccept or decline it in the order desk: ${link}`,
  };
}

/** The buyer's mail when the owner accepts: the refund it made. */
export function returnAcceptedEmail(
  facts: Pick<RequestFacts, 'orderNumber' | 'kind'>,
  refundedCents: number,
  storeName: string,
) {
  const what = facts.kind === 'withdrawal' ? 'withdrawal' : 'return';
  return {
    subject: `Your ${what} for order ${facts.orderNumber} is accepted`,
    text: `The store accepted your ${what} for order ${facts.orderNumber} and refunded ${formatPrice(toDollars(refundedCents))} to the card you paid with. It can take 5 to 10 business days to show on your statement.\n\n${storeName}`,
  };
}

/** The buyer's mail when the owner declines, with the owner's message. */
export function returnDeclinedEmail(
  facts: Pick<RequestFacts, 'orderNumber' | 'kind'>,
  message: string,
  storeName: string,
) {
  const what = facts.kind === 'withdrawal' ? 'withdrawal' : 'return request';
  return {
    subject: `Your ${what} for order ${facts.orderNumber} was declined`,
    text: `The store declined your ${what} for order ${facts.orderNumber}.\n\nIts message:\n${message}\n\n${storeName}`,
  };
}
