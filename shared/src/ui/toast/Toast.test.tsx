import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { getToasts, toast } from './toast-store';
import { useToast } from './ToastProvider';

function SaveButton() {
  const api = useToast();
  return (
    <button type="button" onClick={() => api.success('Saved')}>
      Save
    </button>
  );
}

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows each kind bottom-center, errors as alerts', async () => {
    await renderWithProviders(<div />);
    act(() => {
      toast.show('Link copied');
      toast.success('Team created');
      toast.error('Could not apply');
    });
    const viewport = screen.getByTestId('toast-viewport');
    expect(viewport).toHaveStyle({ position: 'fixed', left: '50%' });
    // Above whatever fixed chrome the shell says covers the bottom edge (its bottom bar).
    expect(getComputedStyle(viewport).bottom).toBe('calc(16px + var(--portal-bottom-inset, 0px))');
    expect(within(viewport).getByRole('alert')).toHaveTextContent('Could not apply');
    const statuses = within(viewport).getAllByRole('status');
    expect(statuses.map((s) => s.getAttribute('data-kind'))).toEqual(['info', 'success']);
  });

  it('disappears after 2500 ms', async () => {
    jest.useFakeTimers();
    await renderWithProviders(<div />, { userEvent: { advanceTimers: jest.advanceTimersByTime } });
    act(() => {
      toast.error('max_replace_members_front');
    });
    act(() => jest.advanceTimersByTime(2499));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getToasts()).toHaveLength(0);
  });

  it('can be dismissed with its close button', async () => {
    const { user } = await renderWithProviders(<div />, { locale: 'en' });
    act(() => {
      toast.show('Hello');
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('works from components through useToast', async () => {
    const { user } = await renderWithProviders(<SaveButton />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('works from plain code without any React tree, and honours a custom duration', () => {
    jest.useFakeTimers();
    toast.clear();
    const id = toast.show('Queued', { durationMs: 100 });
    expect(getToasts()).toEqual([{ id, kind: 'info', message: 'Queued', durationMs: 100 }]);
    jest.advanceTimersByTime(100);
    expect(getToasts()).toEqual([]);
  });

  it('offers an action (undo) that runs once and closes the toast, and stays longer than a plain toast', async () => {
    const undo = jest.fn();
    const { user } = await renderWithProviders(<div />, { locale: 'en' });
    act(() => {
      toast.success('Tournament published', { action: { label: 'Undo', onClick: undo } });
    });
    expect(getToasts()[0]?.durationMs).toBeGreaterThan(2500);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Tournament published')).toBeNull();
  });
});
