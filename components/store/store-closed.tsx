import { OPERATOR_MESSAGES } from '@/lib/schemas/operator-stores';

/** What shoppers see of a store the platform's operator suspended: its name and that it is closed for now. */
export function StoreClosed({ storeName }: { storeName: string }) {
  return (
    <section className="store-closed" data-testid="store-closed" aria-labelledby="store-closed-title">
      <h1 id="store-closed-title">{storeName}</h1>
      <p className="store-closed__lead">{OPERATOR_MESSAGES.closedTitle}</p>
      <p>{OPERATOR_MESSAGES.closedBody}</p>
    </section>
  );
}
