'use client';

import { ConfirmWithProofDialog } from '@/components/ui/confirm-dialog';
import { useZodForm } from '@/components/ui/form';
import { eraseCustomerData } from '@/lib/client/privacy';
import { eraseFormSchema, type EraseResult } from '@/lib/schemas/privacy';
import '@/app/styles/account.css';

type Props = {
  email: string;
  onCancel: () => void;
  onErased: (result: EraseResult) => void;
};

/**
 * Asks before erasing a customer's personal data: what goes and what stays, and the email typed
 * again. A refusal (orders still on their way, a mismatch) is said in the dialog.
 */
export function EraseCustomerDialog({ email, onCancel, onErased }: Props) {
  const form = useZodForm(eraseFormSchema, { defaultValues: { email, confirm: '' } });

  return (
    <ConfirmWithProofDialog
      title="Erase personal data?"
      formLabel="Erase personal data"
      testId="erase-customer-dialog"
      form={form}
      send={eraseCustomerData}
      onDone={onErased}
      proof={{
        name: 'confirm',
        id: 'erase-confirm',
        label: `Type ${email} to confirm`,
        type: 'email',
        autoComplete: 'off',
      }}
      confirmLabel="Erase personal data"
      busyLabel="Erasing…"
      errorTestId="erase-customer-error"
      onCancel={onCancel}
      actionsClassName="admin-panel__actions"
    >
      <div className="close-account__terms">
        <p>
          <strong>What goes:</strong> the account of {email} if there is one, its saved profile, the
          newsletter subscription, your notes on this customer, and the name, email, phone and address on
          their orders.
        </p>
        <p>
          <strong>What stays:</strong> the orders’ amounts, items, taxes and refunds, and their invoices and
          credit notes, which you must keep for your books.
        </p>
        <p>This cannot be undone. Export the data first if the person asked for a copy.</p>
      </div>
    </ConfirmWithProofDialog>
  );
}
