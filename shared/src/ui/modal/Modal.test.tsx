import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Button } from '../button/Button';
import { Modal } from './Modal';
import { useModalState } from './useModalState';
import { isMobileUserAgent, modalBodyHeight } from './user-agent';

function Harness({ footer, closeOnOutsideClick, userAgent }: { footer?: boolean; closeOnOutsideClick?: boolean; userAgent?: string }) {
  const modal = useModalState();
  return (
    <>
      <Button onClick={modal.show}>Open</Button>
      <span data-testid="state">{modal.shown ? 'shown' : 'hidden'}</span>
      <Modal
        open={modal.shown}
        onClose={modal.hide}
        title="Create team"
        footer={footer ? <Button onClick={modal.hide}>Done</Button> : undefined}
        closeOnOutsideClick={closeOnOutsideClick}
        userAgent={userAgent}
      >
        <input aria-label="Team name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is hidden until opened, then a labelled dialog in document.body', async () => {
    const { user, container } = await renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Create team' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.getByTestId('state')).toHaveTextContent('shown');
  });

  it('closes with the translated close button and gives focus back to the opener', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Закрыть' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('hidden');
  });

  it('closes on a click outside only when asked to', async () => {
    const first = await renderWithProviders(<Harness />);
    await first.user.click(screen.getByRole('button', { name: 'Open' }));
    await first.user.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await first.user.click(screen.getByRole('textbox', { name: 'Team name' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();

    const second = await renderWithProviders(<Harness closeOnOutsideClick />);
    await second.user.click(screen.getByRole('button', { name: 'Open' }));
    await second.user.click(screen.getByRole('textbox', { name: 'Team name' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await second.user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open and restores the previous value after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('shows the footer only when given', async () => {
    const { user } = await renderWithProviders(<Harness footer />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await renderWithProviders(<Harness footer />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Закрыть' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Team name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('has an automatic body height on Android and iPhone, 400px elsewhere', async () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
    expect(modalBodyHeight('Mozilla/5.0 (iPhone)')).toBe('auto');
    expect(modalBodyHeight('Mozilla/5.0 (X11; Linux x86_64)')).toBe('400px');

    const { user } = await renderWithProviders(<Harness userAgent="Mozilla/5.0 (Linux; Android 14)" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('modal-body')).toHaveStyle({ height: 'auto' });
  });

  it('uses 400px body height on desktop user agents', async () => {
    const { user } = await renderWithProviders(<Harness userAgent="Mozilla/5.0 (Windows NT 10.0)" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('modal-body')).toHaveStyle({ height: '400px' });
  });

  it('shows the placeholder title and text in the current language when none are given', async () => {
    await renderWithProviders(<Modal open onClose={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Window title' })).toHaveTextContent('The window content goes here.');
  });

  it('closes only the innermost of two open modals on Escape', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const { user } = await renderWithProviders(
      <>
        <Modal open onClose={outer} title="Outer" />
        <Modal open onClose={inner} title="Inner" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
