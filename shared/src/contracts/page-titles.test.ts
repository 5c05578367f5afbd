import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTAL_ROUTES } from './routes';
import { LOCALES } from '../constants/locales';
import { composeTitle, namedPageTitle, pageTitleKey } from './page-titles';

const common = (locale: string) => JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'locales', locale, 'common.json'), 'utf8')) as Record<string, Record<string, string>>;

describe('page titles', () => {
  it('has a title for every route of the route table but home, in all five languages', () => {
    for (const locale of LOCALES) {
      const titles = common(locale).titles ?? {};
      for (const route of PORTAL_ROUTES.filter((candidate) => !candidate.id.startsWith('home'))) {
        const key = pageTitleKey(route.id);
        expect(key).toMatch(/^titles\./);
        expect(titles[String(key).slice('titles.'.length)]).toEqual(expect.any(String));
      }
    }
  });

  it('gives no page title for unknown routes and the home page (the site name alone)', () => {
    expect(pageTitleKey('home')).toBeNull();
    expect(pageTitleKey(undefined)).toBeNull();
    expect(pageTitleKey('no-such-route')).toBeNull();
  });

  it('puts the page before the site name', () => {
    expect(composeTitle('Новости', 'Мобильный киберспорт')).toBe('Новости — Мобильный киберспорт');
    expect(composeTitle(null, 'Мобильный киберспорт')).toBe('Мобильный киберспорт');
  });

  it('names a tournament or a team with its game through the server messages, a post by its title', () => {
    const t = (key: string, params: Record<string, string | number>) => `${key}:${params.name}/${params.game}/${params.portal}`;
    expect(namedPageTitle({ kind: 'tournament', name: 'Istanbul Clash', game: 'PUBG Mobile' }, t, 'Site')).toBe('page_head.tournament_title:Istanbul Clash/PUBG Mobile/Site');
    expect(namedPageTitle({ kind: 'team', name: 'Almaty Wolves', game: 'MLBB' }, t, 'Site')).toBe('page_head.team_title:Almaty Wolves/MLBB/Site');
    expect(namedPageTitle({ kind: 'news', name: 'Patch notes' }, t, 'Site')).toBe('Patch notes — Site');
  });
});
