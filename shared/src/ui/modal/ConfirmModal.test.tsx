import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { ConfirmModal } from './ConfirmModal';

function Harness({ onConfirm, cancelLabel }: { onConfirm: () => Promise<unknown>; cancelLabel?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <ConfirmModal
        open={open}
        title="Delete team"
        confirmLabel="Delete"
        cancelLabel={cancelLabel}
        danger
        onConfirm={onConfirm}
        errorMessage={(failure) => `Not deleted: ${(failure as Error).message}`}
        onClose={() => setOpen(false)}
        data-testid="delete-modal"
      >
        Delete Nomad Esports for good?
      </ConfirmModal>
    </>
  );
}

describe('ConfirmModal', () => {
  it('asks, waits while the action runs, and closes when it succeeds', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await renderWithProviders(<Harness onConfirm={onConfirm} />, { route: '/en/my-teams' });
    const dialog = screen.getByTestId('delete-modal');
    expect(dialog).toHaveTextContent('Delete Nomad Esports for good?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.queryByTestId('delete-modal')).toBeNull();
  });

  it('is as tall as its question on a desktop too, not a 400 px pane', async () => {
    await renderWithProviders(<Harness onConfirm={() => Promise.resolve()} />, { route: '/en/my-teams' });
    const dialog = screen.getByTestId('delete-modal');
    expect(navigator.userAgent).not.toMatch(/Android|iPhone/);
    expect(within(dialog).getByTestId('modal-body')).toHaveStyle({ height: 'auto' });
  });

  it('shows a failure in the modal, which stays open for another try', async () => {
    const onConfirm = jest.fn().mockRejectedValueOnce(new Error('the team plays a tournament')).mockResolvedValueOnce(undefined);
    const { user } = await renderWithProviders(<Harness onConfirm={onConfirm} />, { route: '/en/my-teams' });
    const dialog = screen.getByTestId('delete-modal');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not deleted: the team plays a tournament');
    expect(screen.getByTestId('state')).toHaveTextContent('open');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it("cancels without acting, in the situation's own word when it has one", async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const { user } = await renderWithProviders(<Harness onConfirm={onConfirm} cancelLabel="Keep it" />, { route: '/en/my-teams' });
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
