import { screen } from '@testing-library/react';
import { ApiError, ApiNetworkError } from '@portal/shared/api-client';
import { renderWithProviders } from '@portal/shared/testing';
import { QueryErrorState } from './QueryErrorState';

describe('QueryErrorState', () => {
  it('says what could not be loaded and why, and calls again on retry', async () => {
    const onRetry = jest.fn();
    const { user } = await renderWithProviders(<QueryErrorState error={new ApiNetworkError('timeout')} onRetry={onRetry} />, { route: '/en/News' });
    const state = screen.getByRole('alert');
    expect(state).toHaveTextContent('Could not load the data');
    expect(state).toHaveTextContent('The server is taking too long to respond. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("names the situation's own subject and the server's words, in the page's language", async () => {
    await renderWithProviders(<QueryErrorState title="Не удалось загрузить команду" error={new ApiError(500, { message: 'База недоступна' }, null)} onRetry={() => undefined} />, { route: '/my-teams' });
    expect(screen.getByRole('heading', { name: 'Не удалось загрузить команду' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('База недоступна');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
