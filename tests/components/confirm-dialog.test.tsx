import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';

function DeleteNote({ run }: { run: (name: string) => Promise<void> }) {
  const deleting = useConfirm<string>(async (name, done) => {
    await run(name);
    done();
  });
  return (
    <>
      <button type="button" onClick={() => deleting.ask('Spring')}>
        Delete Spring
      </button>
      {deleting.subject && (
        <ConfirmDialog
          title={`Delete ${deleting.subject}?`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          testId="delete-note"
          {...deleting.handlers}
        >
          <p>It cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('useConfirm with ConfirmDialog', () => {
  it('asks about the subject, runs on confirming (busy meanwhile) and closes when done', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const run = jest.fn<Promise<void>, [string]>(
      () => new Promise<void>((resolve) => (release = () => resolve())),
    );
    render(<DeleteNote run={run} />);
    expect(screen.queryByTestId('delete-note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Spring' }));
    expect(screen.getByText('Delete Spring?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith('Spring');
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    release();
    await waitFor(() => expect(screen.queryByTestId('delete-note')).not.toBeInTheDocument());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without running', async () => {
    const user = userEvent.setup();
    const run = jest.fn(async () => undefined);
    render(<DeleteNote run={run} />);
    await user.click(screen.getByRole('button', { name: 'Delete Spring' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('delete-note')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });
});
