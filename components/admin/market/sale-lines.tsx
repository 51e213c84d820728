import { canAddOne, subtotalCentsOf, type SaleLine } from '@/lib/manual-sale';
import { formatPrice, toDollars } from '@/lib/money';

/** The sale so far: each line with − / + (never past its stock) and Remove, and what the pieces come to. */
export function SaleLines({
  lines,
  onChange,
  onRemove,
}: {
  lines: SaleLine[];
  onChange: (key: string, delta: number) => void;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0) return <p className="market__empty">Tap a piece to add it to the sale.</p>;
  return (
    <>
      <ul className="market__lines" aria-label="Sale">
        {lines.map((line) => (
          <li key={line.key} className="market__line">
            <span className="market__line-name">{line.name}</span>
            <span className="market__line-price">
              {formatPrice(toDollars(line.priceCents * line.quantity))}
            </span>
            <span className="market__line-controls">
              <button
                type="button"
                className="button button--ghost"
                aria-label={`One fewer ${line.name}`}
                onClick={() => onChange(line.key, -1)}
              >
                −
              </button>
              <span aria-label={`Quantity of ${line.name}`}>{line.quantity}</span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`One more ${line.name}`}
                disabled={!canAddOne(line)}
                onClick={() => onChange(line.key, 1)}
              >
                +
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove ${line.name}`}
                onClick={() => onRemove(line.key)}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ul>
      <p className="market__subtotal" data-testid="sale-subtotal">
        <span>Pieces</span> <strong>{formatPrice(toDollars(subtotalCentsOf(lines)))}</strong>
      </p>
    </>
  );
}
