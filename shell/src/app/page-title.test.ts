import { PORTAL_ROUTES } from '@portal/shared/contracts';
import { LOCALES } from '@portal/shared/constants';
import { i18n } from '@portal/shared/i18n';
import { prepareI18n } from '@portal/shared/testing';
import { composeTitle, pageTitleKey } from './page-title';

describe('page titles', () => {
  it('has a title for every route of the route table, in all five languages', async () => {
    for (const locale of LOCALES) {
      await prepareI18n(locale);
      for (const route of PORTAL_ROUTES) {
        const key = pageTitleKey(route.id);
        expect(key).toMatch(/^titles\./);
        expect(i18n.getResource(locale, 'common', key!)).toEqual(expect.any(String));
      }
    }
  });

  it('gives no page title for unknown routes', () => {
    expect(pageTitleKey(undefined)).toBeNull();
    expect(pageTitleKey('no-such-route')).toBeNull();
  });

  it('puts the page before the site name', () => {
    expect(composeTitle('Новости', 'Мобильный киберспорт')).toBe('Новости — Мобильный киберспорт');
    expect(composeTitle(null, 'Мобильный киберспорт')).toBe('Мобильный киберспорт');
  });
});
