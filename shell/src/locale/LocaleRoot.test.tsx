import { act, screen } from '@testing-library/react';
import { get, useQuery, type FetchLike } from '@portal/shared/api-client';
import { LANGUAGE_HEADER } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { renderShell } from '../testing/render-shell';
import { mockedLoadRemote, serveFakeRemotes } from '../testing/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** A remote page that asks the API for a post in the page's language, as a news post does. */
function PostPage() {
  const locale = useLocale();
  const { data } = useQuery({ queryKey: ['post', locale], queryFn: () => get<{ title: string }>('/client/blog/post') });
  return <h1 data-testid="post-title">{data?.title ?? ''}</h1>;
}

const TITLES: Record<string, string> = { ru: 'Открыта регистрация', en: 'Registration is open' };

describe('LocaleRoot', () => {
  it('switches the language of API requests before the page under it asks again: a post switched to English comes in English', async () => {
    serveFakeRemotes();
    mockedLoadRemote.mockImplementation(async () => ({ routes: new Proxy({}, { get: (_target, id) => (typeof id === 'string' ? { id, lazy: async () => ({ Component: PostPage }) } : undefined) }) }));
    const languages: Array<string | undefined> = [];
    const fetch: FetchLike = async (_url, init) => {
      const language = (init.headers as Record<string, string>)[LANGUAGE_HEADER];
      languages.push(language);
      return new Response(JSON.stringify({ success: true, data: { title: TITLES[language ?? ''] ?? 'default language' } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const { router } = await renderShell('/News/nomad', { fetch });
    expect(await screen.findByText(TITLES.ru as string)).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/en/News/nomad');
    });
    expect(await screen.findByText(TITLES.en as string)).toBeInTheDocument();
    expect(languages).toEqual(['ru', 'en']);
  });
});
