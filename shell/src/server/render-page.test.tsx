/**
 * @jest-environment node
 */
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { get, useQuery } from '@portal/shared/api-client';
import type { ApiInject, PortalRoute } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/constants';
import { renderPage } from './render-page';
import { routeApiClientToRequests, runInRequestScope } from './request-scope';

/** A tournament page as a remote writes one: its data from a query, a word of its language. */
function TournamentPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('common');
  const tournament = useQuery({ queryKey: ['tournament', slug], queryFn: () => get<{ name: string }>(`/v1/client/tournament/${slug}`) });
  return (
    <article>
      <h1>{tournament.data ? tournament.data.name : 'pending'}</h1>
      <p data-word>{t('nav.news')}</p>
    </article>
  );
}

/** The API as the page server reaches it: answers late and in the language it was asked in. */
const api: ApiInject = async ({ url, headers }) => {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
  const slug = url.split('/').pop() ?? '';
  const language = headers['Accept-Language'] ?? '?';
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `${slug} (${language})` }) };
};

const render = (url: string, locale: Locale, loadPage: (route: PortalRoute) => Promise<ComponentType> = () => Promise.resolve(TournamentPage), onAreaError?: (route: PortalRoute, error: unknown) => void) =>
  runInRequestScope({ locale, api }, () => renderPage({ url, locale, origin: 'http://portal.test', loadPage, onAreaError }));

beforeAll(() => routeApiClientToRequests());

describe('renderPage', () => {
  it('renders the page of the route with its data, in its language, and the data for the browser', async () => {
    const page = await render('/en/esports-mobile-tournaments/alpha', 'en');
    expect(page?.html).toContain('<h1>alpha (en)</h1>');
    expect(page?.html).toContain('data-page="tournaments.detail"');
    expect(page?.html).toContain('<p data-word="true">News</p>');
    expect(page?.head).toContain('<style');
    expect(page?.clientRendered).toEqual([]);
    expect(JSON.stringify(page?.data.queries)).toContain('alpha (en)');
    expect(page?.data).toMatchObject({ route: 'tournaments.detail', locale: 'en' });
  });

  it('keeps concurrent renders apart: two languages and two tournaments, each answer whole and unmixed', async () => {
    const asked: [string, Locale, string, string][] = [
      ['/esports-mobile-tournaments/alpha', 'ru', 'alpha (ru)', 'Новости'],
      ['/en/esports-mobile-tournaments/beta', 'en', 'beta (en)', 'News'],
      ['/en/esports-mobile-tournaments/alpha', 'en', 'alpha (en)', 'News'],
      ['/esports-mobile-tournaments/beta', 'ru', 'beta (ru)', 'Новости'],
    ];
    const pages = await Promise.all([...asked, ...asked].map(([url, locale]) => render(url, locale)));
    pages.forEach((page, index) => {
      const [, locale, name, word] = asked[index % asked.length]!;
      expect(page?.html).toContain(`<h1>${name}</h1>`);
      expect(page?.html).toContain(`<p data-word="true">${word}</p>`);
      for (const [, , other] of asked) if (other !== name) expect(page?.html).not.toContain(other);
      expect(page?.data.locale).toBe(locale);
      expect(JSON.stringify(page?.data.queries)).not.toMatch(new RegExp(asked.filter(([, , other]) => other !== name).map(([, , other]) => other.replace(/[()]/g, '\\$&')).join('|')));
    });
  });

  it('leaves the area of a remote that cannot load to the browser: the frame still renders, the failure is told', async () => {
    const failures: unknown[] = [];
    const page = await render('/esports-mobile-tournaments/alpha', 'ru', () => Promise.reject(new Error('server bundle missing')), (_route, error) => failures.push(error));
    expect(page?.html).toContain('data-layout');
    expect(page?.html).toContain('<!--$!-->');
    expect(page?.html).not.toContain('data-page=');
    expect(page?.clientRendered).toEqual(['mfe-tournaments']);
    expect(failures).toEqual([new Error('server bundle missing')]);
  });

  it('leaves a page whose render throws to the browser', async () => {
    const failures: unknown[] = [];
    const Broken = () => {
      throw new Error('render failed');
    };
    const page = await render('/News', 'ru', () => Promise.resolve(Broken), (_route, error) => failures.push(error));
    expect(page?.html).toContain('<!--$!-->');
    expect(page?.clientRendered).toEqual(['mfe-content']);
    expect(failures).toHaveLength(1);
  });

  it('renders nothing for a path that is no page, or a page the browser renders (SERVER_RENDERED_ROUTES)', async () => {
    expect(await render('/no-such-page', 'ru')).toBeNull();
    expect(await render('/settings-new', 'ru')).toBeNull();
  });
});
