/**
 * The owner's notices that have no mail of their own elsewhere: a piece or size fallen to the
 * low-stock threshold, a paid order past its ship-by day, and the daily digest that gathers a
 * day's notices into one mail. (A new order's and a return request's notices are written in
 * orders.ts and returns.ts.)
 */
import { OWNER_NOTICE_LABELS, type OwnerNoticeKind } from '@/lib/constants/owner-notices';

/** A piece (or one of its sizes) as a mail names it: "Tide Cuff (Size 7)". */
export const pieceName = (name: string, variantName: string | null) =>
  variantName ? `${name} (${variantName})` : name;

/** The owner's mail when a piece or size falls to the threshold. */
export function lowStockEmail(
  piece: { name: string; variantName: string | null; stock: number },
  storeName: string,
  link: string,
) {
  const name = pieceName(piece.name, piece.variantName);
  const left = piece.stock === 0 ? 'sold out' : `down to ${piece.stock} in stock`;
  return {
    subject: `Low stock: ${name}`,
    text: `${name} is ${left} at ${storeName}.\n\nAdd stock on the product's page: ${link}`,
  };
}

/** The owner's mail when a paid order is not shipped by its ship-by day. */
export function shipByLateEmail(order: { orderId: string; shipBy: string }, storeName: string, link: string) {
  return {
    subject: `Order ${order.orderId} is past its ship-by day`,
    text: `Order ${order.orderId} at ${storeName} was to ship by ${order.shipBy} and is not shipped yet.\n\nShip it, or move its ship-by day and tell the buyer, in the order desk: ${link}`,
  };
}

/** One line a notice takes in the digest, under its kind. */
export type DigestLine = { kind: OwnerNoticeKind; summary: string };

/** The daily digest: every notice since the last, under its kind, in the order they came. */
export function ownerDigestEmail(lines: DigestLine[], storeName: string) {
  const sections = Object.entries(OWNER_NOTICE_LABELS).flatMap(([kind, { label }]) => {
    const own = lines.filter((line) => line.kind === kind);
    return own.length
      ? [`${label} (${own.length}):\n${own.map((line) => `  ${line.summary}`).join('\n')}`]
      : [];
  });
  const count = lines.length === 1 ? '1 notice' : `${lines.length} notices`;
  return {
    subject: `Your day at ${storeName}: ${count}`,
    text: `What happened at ${storeName} since the last digest.\n\n${sections.join('\n\n')}\n\nYou get this once a day; each notice can be turned off, or sent at once, in Settings → Notifications.`,
  };
}
