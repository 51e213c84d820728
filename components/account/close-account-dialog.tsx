'use client';

import { ConfirmWithProofDialog } from '@/components/ui/confirm-dialog';
import { useZodForm } from '@/components/ui/form';
import { closeMyAccount } from '@/lib/client/privacy';
import { closeAccountBodySchema } from '@/lib/schemas/privacy';
import '@/app/styles/account.css';

type Props = {
  onCancel: () => void;
  /** The account is closed: the page signs out and leaves. */
  onClosed: () => void;
};

/**
 * Asks before closing the account: what goes, what the store keeps and why, and the password as
 * proof. A refusal (a wrong password, orders still on their way) is said in the dialog.
 */
export function CloseAccountDialog({ onCancel, onClosed }: Props) {
  const form = useZodForm(closeAccountBodySchema, { defaultValues: { password: '' } });

  return (
    <ConfirmWithProofDialog
      title="Close your account?"
      formLabel="Close your account"
      testId="close-account-dialog"
      form={form}
      send={(values) => closeMyAccount(values.password)}
      onDone={() => onClosed()}
      proof={{
        name: 'password',
        id: 'close-account-password',
        label: 'Your password',
        type: 'password',
        autoComplete: 'current-password',
      }}
      confirmLabel="Close my account"
      busyLabel="Closing…"
      errorTestId="close-account-error"
      onCancel={onCancel}
      actionsClassName="your-data__actions"
    >
      <div className="close-account__terms">
        <p>
          <strong>What goes:</strong> your account and sign-in, your saved name, phone and address, your
          newsletter subscription, and your name, email, phone and address on your orders.
        </p>
        <p>
          <strong>What stays:</strong> your orders’ amounts, items, taxes and refunds, and their invoices and
          credit notes, which the store must keep for its books. They no longer say who you are.
        </p>
        <p>This cannot be undone. Download your data first if you want a copy.</p>
      </div>
    </ConfirmWithProofDialog>
  );
}
