import '@/app/styles/checkout.css';
const STEPS = ['Details', 'Payment'] as const;

/** Checkout's two numbered steps, the current one marked; no step asks to confirm a charge before the card. */
export function CheckoutSteps({ current }: { current: 1 | 2 }) {
  return (
    <ol className="checkout-steps" aria-label="Checkout steps" data-testid="checkout-steps">
      {STEPS.map((label, index) => (
        <li
          key={label}
          className="checkout-steps__step"
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          <span className="checkout-steps__number">{index + 1}</span> {label}
        </li>
      ))}
    </ol>
  );
}
