'use client';

import { useState } from 'react';
import { formatPrice, toDollars } from '@/lib/money';
import type { SaleLine } from '@/lib/manual-sale';
import { isSoldOut, type ManualPiece } from '@/lib/schemas/manual-order';

type Size = ManualPiece['sizes'][number];

/** Pieces left to tap: the stock less what the sale holds already (null: unlimited). */
function leftOf(stock: number | null, lines: SaleLine[], productId: string, variantId: string | null) {
  if (stock === null) return null;
  const held = lines
    .filter((line) => line.productId === productId && (variantId === null || line.variantId === variantId))
    .reduce((sum, line) => sum + line.quantity, 0);
  return stock - held;
}

const stockText = (left: number | null) =>
  left === null ? 'In stock' : left <= 0 ? 'Sold out' : `${left} left`;

/**
 * The pieces as big buttons (name, price, what is left); a sold-out one is disabled. A piece with
 * sizes opens its sizes as buttons, each disabled when that size is gone. The visible words are
 * kept apart by spaces, so a button's name (with pauses between its parts) holds them as they read
 * and voice control finds the button by what it shows.
 */
export function PieceGrid({
  pieces,
  lines,
  onAdd,
}: {
  pieces: ManualPiece[];
  lines: SaleLine[];
  onAdd: (piece: ManualPiece, size?: Size) => void;
}) {
  const [choosing, setChoosing] = useState<ManualPiece | null>(null);
  if (choosing)
    return (
      <div role="group" aria-label={`Sizes of ${choosing.name}`} className="market__sizes">
        <p className="market__sizes-title">Choose a size of {choosing.name}</p>
        <div className="market__grid">
          {choosing.sizes.map((size) => {
            const left = leftOf(size.stock, lines, choosing.id, size.id);
            const price = formatPrice(toDollars(size.priceCents));
            return (
              <button
                key={size.id}
                type="button"
                className="market__piece"
                disabled={left !== null && left <= 0}
                aria-label={`${size.name}, ${price}, ${stockText(left)}`}
                onClick={() => {
                  onAdd(choosing, size);
                  setChoosing(null);
                }}
              >
                <span className="market__piece-name">{size.name}</span> <span>{price}</span>{' '}
                <span className="market__piece-stock">{stockText(left)}</span>
              </button>
            );
          })}
        </div>
        <button type="button" className="button button--ghost" onClick={() => setChoosing(null)}>
          Back to pieces
        </button>
      </div>
    );
  if (pieces.length === 0) return <p className="market__empty">No piece matches.</p>;
  return (
    <ul className="market__grid" aria-label="Pieces">
      {pieces.map((piece) => {
        const hasSizes = piece.sizes.length > 0;
        const left = hasSizes ? piece.stock : leftOf(piece.stock, lines, piece.id, null);
        const soldOut = hasSizes ? piece.sizes.every((size) => isSoldOut(size.stock)) : isSoldOut(left);
        const price = formatPrice(toDollars(piece.priceCents));
        const note = soldOut ? 'Sold out' : hasSizes ? `${piece.sizes.length} sizes` : stockText(left);
        return (
          <li key={piece.id}>
            <button
              type="button"
              className="market__piece"
              disabled={soldOut}
              aria-label={`${piece.name}, ${price}, ${note}`}
              onClick={() => (hasSizes ? setChoosing(piece) : onAdd(piece))}
            >
              <span className="market__piece-name">{piece.name}</span> <span>{price}</span>{' '}
              <span className="market__piece-stock">{note}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
