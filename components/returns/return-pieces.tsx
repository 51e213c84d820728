'use client';

import { FieldError } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { quantityChoices } from '@/lib/return-form';
import { RETURN_MESSAGES, type OrderReturns } from '@/lib/schemas/returns';
import '@/app/styles/returns.css';

type Piece = OrderReturns['items'][number];

const PIECES_ERROR_ID = 'return-pieces';

/** A piece as people name it: with its size when it has one. */
const pieceName = (piece: Piece) => (piece.size ? `${piece.name}, size ${piece.size}` : piece.name);

/** What the piece's row says instead of a count: made to order, or all of it asked back already. */
function PieceNote({ piece }: { piece: Piece }) {
  const text = !piece.returnable
    ? RETURN_MESSAGES.notReturnable(piece.name)
    : `All ${piece.quantity} already in a request.`;
  return (
    <div className="return-piece" data-testid="return-piece">
      <p className="return-piece__name">{pieceName(piece)}</p>
      <p className="return-piece__note" data-testid="return-piece-note">
        {text}
      </p>
    </div>
  );
}

/**
 * The order's pieces, each with a select of how many to send back (0 up to what is left), or why
 * it cannot be; the error about the pieces as a whole (none chosen) sits under them.
 */
export function ReturnPieces({ pieces, error }: { pieces: Piece[]; error?: string }) {
  return (
    <fieldset
      className="return-pieces"
      aria-describedby={error ? `${PIECES_ERROR_ID}-error` : undefined}
      data-testid="return-pieces"
    >
      <legend className="field__label">Pieces to send back</legend>
      {pieces.map((piece, index) =>
        piece.returnable && piece.returnableQuantity > 0 ? (
          <div key={piece.orderItemId} className="return-piece" data-testid="return-piece">
            <FormField
              name={`items.${index}.quantity`}
              id={`return-quantity-${index}`}
              label={pieceName(piece)}
              control="select"
              hint={`Bought ${piece.quantity}; you can return up to ${piece.returnableQuantity}.`}
              testId="return-quantity"
            >
              {quantityChoices(piece.returnableQuantity).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </FormField>
          </div>
        ) : (
          <PieceNote key={piece.orderItemId} piece={piece} />
        ),
      )}
      <FieldError id={PIECES_ERROR_ID} error={error} />
    </fieldset>
  );
}
