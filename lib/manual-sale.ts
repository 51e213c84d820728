/**
 * A sale being put together in the back-office (the market screen, the New order page): its lines
 * as the seller taps pieces, never past what is in stock, and the body the api takes for it.
 */
import type { ManualPayment, ManualOrderInput, ManualPiece } from './schemas/manual-order';

/** A catalog piece (of one size when it has sizes) in the sale, or a line of the seller's own. */
export type SaleLine = {
  key: string;
  productId: string | null;
  variantId: string | null;
  name: string;
  priceCents: number;
  quantity: number;
  /** Pieces left when it was tapped; null: unlimited, or a line of the seller's own. */
  stock: number | null;
};

type Size = ManualPiece['sizes'][number];

const keyOf = (productId: string, variantId: string | null) =>
  variantId ? `${productId}|${variantId}` : productId;

/** Whether one more of the line may be sold: its stock is not yet all in the sale. */
export const canAddOne = (line: Pick<SaleLine, 'quantity' | 'stock'>) =>
  line.stock === null || line.quantity < line.stock;

/** The sale with one more of a piece (of `size`, when it has sizes); unchanged when its stock is all in the sale. */
export function addPiece(lines: SaleLine[], piece: ManualPiece, size?: Size): SaleLine[] {
  const key = keyOf(piece.id, size?.id ?? null);
  const stock = size ? size.stock : piece.stock;
  const line = lines.find((candidate) => candidate.key === key);
  if (line) return canAddOne(line) ? changeQuantity(lines, key, 1) : lines;
  if (stock !== null && stock <= 0) return lines;
  return [
    ...lines,
    {
      key,
      productId: piece.id,
      variantId: size?.id ?? null,
      name: size ? `${piece.name} — ${size.name}` : piece.name,
      priceCents: size ? size.priceCents : piece.priceCents,
      quantity: 1,
      stock,
    },
  ];
}

/** A line of the seller's own (a commission, gift wrap), at their price. */
export function addCustomLine(lines: SaleLine[], name: string, priceCents: number): SaleLine[] {
  const key = `custom-${lines.length}-${name}`;
  return [...lines, { key, productId: null, variantId: null, name, priceCents, quantity: 1, stock: null }];
}

/** The sale with a line's quantity moved by `delta`: never past its stock, and gone at 0. */
export function changeQuantity(lines: SaleLine[], key: string, delta: number): SaleLine[] {
  return lines.flatMap((line) => {
    if (line.key !== key) return [line];
    const quantity = line.quantity + delta;
    if (quantity <= 0) return [];
    if (delta > 0 && !canAddOne(line)) return [line];
    return [{ ...line, quantity }];
  });
}

export const removeLine = (lines: SaleLine[], key: string) => lines.filter((line) => line.key !== key);

/** What the pieces come to before any discount, shipping and tax (the api prices the rest). */
export const subtotalCentsOf = (lines: SaleLine[]) =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/** The event running on `today` (YYYY-MM-DD), if one is: where a market sale belongs by default. */
export function todaysEventId(
  events: { id: string; startsOn: string; endsOn: string }[],
  today: string,
): string {
  return events.find((event) => event.startsOn <= today && today <= event.endsOn)?.id ?? '';
}

/** The body of POST /api/admin/orders for the sale, handed over unless `extra` says otherwise. */
export function saleBody(
  lines: SaleLine[],
  options: { method: ManualPayment; email?: string; name?: string; eventId?: string },
  extra: Pick<ManualOrderInput, 'delivery' | 'discount'> = {},
): ManualOrderInput {
  const email = options.email?.trim();
  const name = options.name?.trim();
  return {
    lines: lines.map((line) =>
      line.productId
        ? {
            productId: line.productId,
            ...(line.variantId ? { variantId: line.variantId } : {}),
            quantity: line.quantity,
          }
        : { name: line.name, priceCents: line.priceCents, quantity: line.quantity },
    ),
    payment: { method: options.method },
    customer: { ...(email ? { email } : {}), ...(name ? { name } : {}) },
    ...(options.eventId ? { eventId: options.eventId } : {}),
    ...extra,
  };
}
