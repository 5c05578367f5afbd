import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { LanguageSwitcher, languageTarget } from './LanguageSwitcher';

describe('language switcher', () => {
  it('targets the same page in each language, keeping query and fragment', () => {
    const here = { pathname: '/en/News/cup-final', search: '?page=2', hash: '#comments' };
    expect(languageTarget(here, 'ru')).toBe('/News/cup-final?page=2#comments');
    expect(languageTarget(here, 'kk')).toBe('/kk/News/cup-final?page=2#comments');
    expect(languageTarget(here, 'en')).toBe('/en/News/cup-final?page=2#comments');
    expect(languageTarget({ pathname: '/', search: '', hash: '' }, 'tr')).toBe('/tr');
    expect(languageTarget({ pathname: '/uz', search: '', hash: '' }, 'ru')).toBe('/');
  });

  it('lists the five languages with kk labelled KZ, marking the current one', async () => {
    await renderWithProviders(<LanguageSwitcher />, { route: '/kk/rating/mlbb?season=3' });
    const nav = screen.getByRole('navigation', { name: 'Интерфейс тілі' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['RU', 'KZ', 'EN', 'UZ', 'TR']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/rating/mlbb?season=3',
      '/kk/rating/mlbb?season=3',
      '/en/rating/mlbb?season=3',
      '/uz/rating/mlbb?season=3',
      '/tr/rating/mlbb?season=3',
    ]);
    expect(within(nav).getByRole('link', { name: 'KZ' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'RU' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'KZ' })).toHaveAttribute('hreflang', 'kk');
  });

  it('shows the WebP flag of each language beside its label, left out of the link name', async () => {
    await renderWithProviders(<LanguageSwitcher />, { route: '/en' });
    const nav = screen.getByRole('navigation', { name: 'Interface language' });
    const links = within(nav).getAllByRole('link');
    const icons = links.map((link) => link.querySelector('img'));
    expect(icons.map((icon) => icon?.getAttribute('src'))).toEqual([
      '/icons/lang/ru.v1.webp',
      '/icons/lang/kk.v1.webp',
      '/icons/lang/en.v1.webp',
      '/icons/lang/uz.v1.webp',
      '/icons/lang/tr.v1.webp',
    ]);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('width', '20');
      expect(icon).toHaveAttribute('height', '14');
    }
    expect(within(nav).queryAllByRole('img')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');
  });
});
