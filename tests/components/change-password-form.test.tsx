/**
 * Change password, in the account and in the back-office's settings: the api's refusal is said on
 * the field it names, or under the form when it names none; a change is confirmed and the form
 * emptied.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { answer } from '@/tests/support/fetch-answer';

let reply: () => ReturnType<typeof answer>;

beforeEach(() => {
  reply = () => answer(200, { message: 'Your password has been changed.' });
  global.fetch = jest.fn(async () => reply()) as unknown as typeof fetch;
});

function fillAndSend() {
  render(<ChangePasswordForm />);
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Old-password-2026!' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New-password-2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

it('shows a refusal that names the current password on that field', async () => {
  reply = () =>
    answer(400, {
      error: 'Current password is incorrect',
      code: 'INVALID_PASSWORD',
      field: 'currentPassword',
    });
  fillAndSend();
  const field = screen.getByLabelText('Current password');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription('Current password is incorrect');
  // Said once, on the field: not again as the form's own message.
  expect(screen.getAllByText('Current password is incorrect')).toHaveLength(1);
});

it('shows a refusal that names no field under the form', async () => {
  reply = () => answer(429, { error: 'Too many attempts. Try again in a minute.', code: 'RATE_LIMITED' });
  fillAndSend();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid', 'true');
});

it('confirms a change and empties the form', async () => {
  fillAndSend();
  expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});
