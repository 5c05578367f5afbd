import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import OpenPage from './OpenPage';

const landing = { path: '/:lang?/open' };
const targets = [
  { path: '/:lang?/News', element: <p>news page</p> },
  { path: '/:lang?/my-teams/:teamId', element: <p>team page</p> },
];

describe('/open', () => {
  it('forwards to a portal page in the current locale, keeping its query and fragment', async () => {
    const { location } = await renderWithProviders(<OpenPage />, {
      ...landing,
      route: `/kk/open?to=${encodeURIComponent('/my-teams/12?tab=members#roster')}`,
      routes: targets,
    });
    expect(location().pathname).toBe('/kk/my-teams/12');
    expect(location().search).toBe('?tab=members');
    expect(location().hash).toBe('#roster');
    expect(screen.getByText('team page')).toBeInTheDocument();
  });

  it('drops the locale of the target and uses the current one (no prefix for ru)', async () => {
    const { location } = await renderWithProviders(<OpenPage />, { ...landing, route: '/open?to=/en/News', routes: targets });
    expect(location().pathname).toBe('/News');
  });

  it.each(['https://evil.example/', '//evil.example/News', '/\\evil.example', 'javascript:alert(1)', '/no-such-page'])(
    'refuses %s and links home',
    async (to) => {
      const { location, navigations } = await renderWithProviders(<OpenPage />, { ...landing, route: `/en/open?to=${encodeURIComponent(to)}`, routes: targets });
      expect(location().pathname).toBe('/en/open');
      expect(navigations).toEqual([]);
      expect(screen.getByTestId('open-refused')).toHaveTextContent('It leads outside the portal or to a page that does not exist.');
      expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en');
    },
  );

  it('explains a link without a target', async () => {
    await renderWithProviders(<OpenPage />, { ...landing, route: '/open' });
    expect(screen.getByRole('heading', { name: 'Эту ссылку нельзя открыть' })).toBeInTheDocument();
    expect(screen.getByText('В ссылке не указано, какую страницу открыть.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});
