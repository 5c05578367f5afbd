import { screen } from '@testing-library/react';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { PasswordForm } from './PasswordForm';

async function fill(u: Awaited<ReturnType<typeof renderWithProviders>>['user'], current: string, next: string, repeat = next) {
  await u.type(screen.getByLabelText('Current password'), current);
  await u.type(screen.getByLabelText('New password'), next);
  await u.type(screen.getByLabelText('Repeat the new password'), repeat);
  await u.click(screen.getByRole('button', { name: 'Change the password' }));
}

describe('password change', () => {
  it('sends the current and the new password, then empties the form', async () => {
    const api = createFakeApi().on('POST', '/user/profile/change-password', { body: { data: { changed: true, other_sessions_ended: 2 } } });
    const { user: u } = await renderWithProviders(<PasswordForm />, { route: '/en/settings-new?tab=safety', fetch: api.fetch });
    await fill(u, 'Old-Secret-1', 'Caspian-Breeze-19');
    expect(await screen.findByText('Password changed. Other sessions ended: 2.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ current_password: 'Old-Secret-1', password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the fields first: the repeat must match, the new one must differ', async () => {
    const api = createFakeApi();
    const { user: u } = await renderWithProviders(<PasswordForm />, { route: '/en/settings-new?tab=safety', fetch: api.fetch });
    await fill(u, 'Old-Secret-1', 'Caspian-Breeze-19', 'Caspian-Breeze-20');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('New password'));
    await u.type(screen.getByLabelText('New password'), 'Old-Secret-1');
    await u.clear(screen.getByLabelText('Repeat the new password'));
    await u.type(screen.getByLabelText('Repeat the new password'), 'Old-Secret-1');
    await u.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The new password must differ from the current one.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows a wrong current password under its field', async () => {
    const api = createFakeApi().on('POST', '/user/profile/change-password', {
      status: 422,
      body: { message: 'Invalid', code: 'errors.validation_failed', errors: { current_password: ['profile.current_password_wrong'] } },
    });
    const { user: u } = await renderWithProviders(<PasswordForm />, { route: '/en/settings-new?tab=safety', fetch: api.fetch });
    await fill(u, 'not-it', 'Caspian-Breeze-19');
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
  });

  it('shows a password that is being typed when its toggle is pressed, and hides it again', async () => {
    const { user: u } = await renderWithProviders(<PasswordForm />, { route: '/en/settings-new?tab=safety', fetch: createFakeApi().fetch });
    const field = screen.getByLabelText('New password');
    await u.type(field, 'Caspian-Breeze-19');
    expect(field).toHaveAttribute('type', 'password');
    const toggles = screen.getAllByRole('button', { pressed: false });
    expect(toggles).toHaveLength(3);
    await u.click(toggles[1]!);
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await u.click(toggles[1]!);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('Caspian-Breeze-19');
  });
});
