import { screen, within } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { CreateTeamModal } from './CreateTeamModal';

const session = { token: 'token-1', user: makeSessionUser({ id: 1 }) };

describe('CreateTeamModal', () => {
  it('shows the name rule under the field before typing, and every error on the first submit', async () => {
    const api = createFakeApi();
    const { user } = await renderWithProviders(<CreateTeamModal open onClose={() => undefined} />, { route: '/ru/my-teams', session, fetch: api.fetch });
    const modal = await screen.findByTestId('create-team-modal');
    const name = within(modal).getByLabelText('Название команды');
    expect(name).toHaveAccessibleDescription('От 4 до 25 латинских букв, цифр и пробелов');
    await user.type(name, 'Степные Волки');
    await user.click(within(modal).getByRole('button', { name: 'Создать команду' }));
    expect(await within(modal).findByText('Только латинские буквы, цифры и пробелы.')).toBeInTheDocument();
    expect(within(modal).getByText('Выберите игру.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
