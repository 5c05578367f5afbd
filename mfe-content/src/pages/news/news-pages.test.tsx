import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import NewsDetailPage from './NewsDetailPage';
import NewsListPage from './NewsListPage';

describe('/News', () => {
  it('says that there is no news in the interface language', async () => {
    await renderWithProviders(<NewsListPage />, { route: '/News' });
    expect(screen.getByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
    expect(screen.getByTestId('news-empty')).toHaveTextContent('Новостей на русском языке пока нет');
  });

  it.each([
    ['en', 'No news in English yet'],
    ['kk', 'Қазақ тілінде әзірге жаңалық жоқ'],
    ['uz', 'O‘zbek tilida hozircha yangiliklar yo‘q'],
    ['tr', 'Henüz Türkçe haber yok'],
  ])('in %s names that language', async (locale, text) => {
    await renderWithProviders(<NewsListPage />, { route: `/${locale}/News` });
    expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
  });
});

describe('/News/{slug}', () => {
  it('shows a not-found state with a way back to the news in the same locale', async () => {
    const { user, location } = await renderWithProviders(<NewsDetailPage />, {
      route: '/en/News/season-opening',
      path: '/en/News/:slug',
      routes: [{ path: '/en/News', element: <NewsListPage /> }],
    });
    expect(screen.getByRole('heading', { name: 'News story not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All news' }));
    expect(location().pathname).toBe('/en/News');
    expect(screen.getByTestId('news-empty')).toBeInTheDocument();
  });
});
