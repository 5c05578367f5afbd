import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { DEFAULT_AVATAR_URL } from '@portal/shared/ui';
import '../../routes';
import UiKitsPage from './UiKitsPage';
import { BROKEN_IMAGE_URL } from './demo-images';

const section = (id: string) => screen.getByTestId(`kit-${id}`);

describe('/ui-kits page', () => {
  it('shows every component family, in the route language', async () => {
    await renderWithProviders(<UiKitsPage />, { route: '/en/ui-kits' });
    expect(screen.getByRole('heading', { level: 1, name: 'UI kit' })).toBeInTheDocument();
    for (const id of ['modal', 'toast', 'code-input', 'pagination', 'tabs', 'timing', 'floating', 'media', 'fields', 'badges', 'empty']) {
      expect(section(id)).toBeInTheDocument();
    }
    expect(screen.getByRole('timer', { name: 'Resend the code in' })).toHaveTextContent('02:00');
    expect(screen.getByRole('region', { name: 'Featured tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Tournament stages' })).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Loading' })).toHaveLength(2);
  });

  it('opens the modal with and without footer, showing its state', async () => {
    const { user } = await renderWithProviders(<UiKitsPage />, { route: '/en/ui-kits' });
    expect(within(section('modal')).getAllByText('State: hidden')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Open with footer' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the team?' });
    expect(within(section('modal')).getByText('State: shown')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Open without footer/ }));
    const plain = screen.getByRole('dialog', { name: 'Window title' });
    expect(within(plain).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a toast of each kind', async () => {
    const { user } = await renderWithProviders(<UiKitsPage />, { route: '/en/ui-kits' });
    await user.click(screen.getByRole('button', { name: 'Show info' }));
    await user.click(screen.getByRole('button', { name: 'Show success' }));
    await user.click(screen.getByRole('button', { name: 'Show error' }));
    const viewport = screen.getByTestId('toast-viewport');
    expect(within(viewport).getByRole('alert')).toHaveTextContent('Could not submit the application');
    expect(within(viewport).getByText('Invite link copied')).toBeInTheDocument();
    expect(within(viewport).getByText('Team created')).toBeInTheDocument();
  });

  it('has code inputs of 6 digits, 4 letter-numeric boxes and the 56px WhatsApp boxes', async () => {
    const { user } = await renderWithProviders(<UiKitsPage />, { route: '/en/ui-kits' });
    const six = screen.getByRole('group', { name: 'Digits, 6 boxes' });
    const letters = screen.getByRole('group', { name: 'Letters and digits, 4 boxes' });
    const whatsapp = screen.getByRole('group', { name: 'WhatsApp code, 4 boxes of 56 px' });
    expect(within(six).getAllByRole('textbox')).toHaveLength(6);
    expect(within(letters).getAllByRole('textbox')).toHaveLength(4);
    expect(within(whatsapp).getAllByRole('textbox')[0]).toHaveStyle({ width: '56px' });
    await user.click(within(letters).getAllByRole('textbox')[0]!);
    await user.keyboard('a1B2');
    expect(within(section('code-input')).getByText('Entered: a1B2')).toBeInTheDocument();
  });

  it('shows pagination at the first, middle and last page', async () => {
    await renderWithProviders(<UiKitsPage />, { route: '/en/ui-kits' });
    const current = within(section('pagination'))
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'page')
      .map((b) => b.textContent);
    expect(current).toEqual(['1', '6', '12']);
  });

  it('shows the default avatar for a broken image source', async () => {
    await renderWithProviders(<UiKitsPage />, { route: '/en/ui-kits' });
    const broken = screen.getByRole('img', { name: 'Banner that failed to load' });
    expect(broken).toHaveAttribute('src', BROKEN_IMAGE_URL);
    fireEvent.error(broken);
    expect(screen.getByRole('img', { name: 'Banner that failed to load' })).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    expect(screen.getByRole('img', { name: 'Image without a source' })).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });

  it('shows fields with their errors, the status badges and the empty state', async () => {
    await renderWithProviders(<UiKitsPage />, { route: '/en/ui-kits' });
    expect(screen.getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription(
      'Only Latin letters, digits and spaces are allowed 4 to 25 Latin letters, digits and spaces',
    );
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'I have read the privacy policy' })).toHaveAccessibleDescription('Please confirm that you have read it');
    const badges = section('badges');
    for (const label of ['Accepted', 'Rejected', 'Pending', 'Division 1']) expect(within(badges).getByText(label)).toBeInTheDocument();
    expect(within(section('empty')).getByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
  });

  it('is in Russian without a locale prefix', async () => {
    await renderWithProviders(<UiKitsPage />, { route: '/ui-kits' });
    expect(screen.getByRole('heading', { level: 1, name: 'UI-кит' })).toBeInTheDocument();
    expect(screen.getByText('На рассмотрении')).toBeInTheDocument();
  });
});
