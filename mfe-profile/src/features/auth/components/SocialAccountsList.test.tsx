import { screen, within } from '@testing-library/react';
import type { SocialAccount } from '@portal/shared/contracts';
import { renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { SocialAccountsList } from './SocialAccountsList';

const accounts: SocialAccount[] = [
  { id: 1, provider: 'discord', primary: false, data: { username: 'ayan#0042' }, verified_at: null },
  { id: 2, provider: 'google', primary: true, data: { email: 'ayan@gmail.com' }, verified_at: null },
];

describe('social accounts list (safety tab)', () => {
  it("lists the user's accounts by provider, read-only", async () => {
    await renderWithProviders(<SocialAccountsList accounts={accounts} />, { route: '/en/settings-new?tab=safety' });
    const list = screen.getByTestId('social-accounts');
    const rows = [...list.querySelectorAll('li')].map((li) => [li.getAttribute('data-provider'), li.getAttribute('data-linked')]);
    expect(rows).toEqual([
      ['telegram', 'false'],
      ['discord', 'true'],
      ['google', 'true'],
      ['whatsapp', 'false'],
      ['email', 'false'],
    ]);
    expect(within(list).getByText('ayan#0042')).toBeInTheDocument();
    expect(within(list).getByText('Primary')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
