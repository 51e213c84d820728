/**
 * The two dialogs that ask before a person's data goes: the customer's Close your account (their
 * password, what goes and what stays, a refusal said in place) and the owner's Erase personal
 * data (the email typed again, checked before anything is sent).
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CloseAccountDialog } from '@/components/account/close-account-dialog';
import { EraseCustomerDialog } from '@/components/admin/customers/erase-customer-dialog';
import { PRIVACY_MESSAGES, PRIVACY_PATHS } from '@/lib/schemas/privacy';
import { answer } from '@/tests/support/fetch-answer';

let reply: () => ReturnType<typeof answer>;
const fetchMock = () => global.fetch as jest.Mock;
const sentBody = () => JSON.parse(String(fetchMock().mock.calls[0][1].body));

beforeEach(() => {
  reply = () => answer(200, {});
  global.fetch = jest.fn(async () => reply()) as unknown as typeof fetch;
});

describe('Close your account', () => {
  const renderDialog = () => {
    const onCancel = jest.fn();
    const onClosed = jest.fn();
    render(<CloseAccountDialog onCancel={onCancel} onClosed={onClosed} />);
    return { onCancel, onClosed };
  };
  const typePassword = (value: string) =>
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));

  it('says what goes and what stays before anything is done', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Close your account?' });
    expect(dialog).toHaveTextContent(/What goes:.*your account and sign-in/);
    expect(dialog).toHaveTextContent(/What stays:.*invoices and credit notes/);
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('asks for the password before calling the api', async () => {
    const { onClosed } = renderDialog();
    submit();
    expect(await screen.findByText(PRIVACY_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('sends the password and reports the account closed', async () => {
    reply = () => answer(200, { success: true, message: PRIVACY_MESSAGES.closed });
    const { onClosed } = renderDialog();
    typePassword('Sitka-privacy-2026!');
    submit();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(fetchMock().mock.calls[0][0]).toBe(PRIVACY_PATHS.close);
    expect(sentBody()).toEqual({ password: 'Sitka-privacy-2026!' });
  });

  it('shows a wrong password on the field, and open orders in the dialog, staying open', async () => {
    reply = () =>
      answer(400, { error: 'Your password is not correct.', code: 'WRONG_PASSWORD', field: 'password' });
    const { onClosed } = renderDialog();
    typePassword('wrong');
    submit();
    expect(await screen.findByText('Your password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');

    const open = 'Close your account after your open orders are delivered or cancelled: SO-1001.';
    reply = () => answer(409, { error: open, code: 'ORDERS_STILL_OPEN' });
    typePassword('Sitka-privacy-2026!');
    submit();
    expect(await screen.findByTestId('close-account-error')).toHaveTextContent(open);
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Cancel leaves without a call', () => {
    const { onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('Erase personal data', () => {
  const email = 'ada@example.test';
  const renderDialog = () => {
    const onCancel = jest.fn();
    const onErased = jest.fn();
    render(<EraseCustomerDialog email={email} onCancel={onCancel} onErased={onErased} />);
    return { onCancel, onErased };
  };
  const typeConfirm = (value: string) =>
    fireEvent.change(screen.getByLabelText(`Type ${email} to confirm`), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));

  it('says what goes and what stays for the books', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Erase personal data?' });
    expect(dialog).toHaveTextContent(`the account of ${email}`);
    expect(dialog).toHaveTextContent(/What stays:.*invoices and credit notes/);
  });

  it('wants the same email typed again before calling the api', async () => {
    const { onErased } = renderDialog();
    typeConfirm('ada@example.tes');
    submit();
    expect(await screen.findByText(PRIVACY_MESSAGES.confirmMismatch)).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('sends the email twice (any case) and hands on the result', async () => {
    const result = {
      success: true,
      message: PRIVACY_MESSAGES.erased(2),
      erasedOrders: 2,
      accountDeleted: true,
    };
    reply = () => answer(200, result);
    const { onErased } = renderDialog();
    typeConfirm('ADA@example.test');
    submit();
    await waitFor(() => expect(onErased).toHaveBeenCalledWith(result));
    expect(fetchMock().mock.calls[0][0]).toBe(PRIVACY_PATHS.customerErase);
    expect(sentBody()).toEqual({ email, confirm: 'ADA@example.test' });
  });

  it('says a refusal in the dialog and stays open', async () => {
    reply = () =>
      answer(409, {
        error: 'Close your account after your open orders are delivered or cancelled: SO-7.',
        code: 'ORDERS_STILL_OPEN',
      });
    const { onErased } = renderDialog();
    typeConfirm(email);
    submit();
    expect(await screen.findByTestId('erase-customer-error')).toHaveTextContent('SO-7');
    expect(onErased).not.toHaveBeenCalled();
  });
});
