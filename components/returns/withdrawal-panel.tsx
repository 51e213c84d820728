'use client';

import { RETURN_MESSAGES } from '@/lib/schemas/returns';
import '@/app/styles/returns.css';

type Props = {
  pending: boolean;
  disabled: boolean;
  onWithdraw: () => void;
};

/**
 * The EU buyer's withdrawal from the contract, apart from the return and labelled as the law names
 * it: one button, no reason asked. It covers the pieces chosen above, else the whole order.
 */
export function WithdrawalPanel({ pending, disabled, onWithdraw }: Props) {
  return (
    <section
      className="withdrawal-panel"
      aria-labelledby="withdrawal-title"
      aria-describedby="withdrawal-explained"
      data-testid="withdrawal-panel"
    >
      <h3 id="withdrawal-title" className="withdrawal-panel__title">
        Right of withdrawal
      </h3>
      <p id="withdrawal-explained" className="withdrawal-panel__text">
        As a buyer in the EU you may withdraw from this contract within 14 days of delivery, without giving a
        reason. It covers the pieces chosen above, or the whole order if you chose none.
      </p>
      <button
        type="button"
        className="button"
        onClick={onWithdraw}
        disabled={pending || disabled}
        data-testid="withdraw-submit"
      >
        {pending ? 'Sending…' : RETURN_MESSAGES.withdrawButton}
      </button>
    </section>
  );
}
