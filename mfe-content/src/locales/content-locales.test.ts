import { join } from 'node:path';
import { LOCALES } from '@portal/shared/constants';
import { checkLocaleFiles, localeLeaves, readLocaleFiles } from '@portal/shared/testing';

/** Top-level keys of the content namespace that the content pages (other than home and /ui-kits) own. */
const PAGE_KEYS = ['transfers', 'news', 'rating', 'watch', 'votes', 'help', 'condition', 'agreements', 'open'] as const;
const files = readLocaleFiles((locale) => join(__dirname, `${locale}.json`), PAGE_KEYS);
const conditionText = (locale: keyof typeof files) => localeLeaves(files[locale])['condition.text'] ?? '';

describe('content namespace: strings of the content pages', () => {
  /** Brand names and abbreviations, written the same in every language. */
  checkLocaleFiles(files, {
    sameAsEnglish: ['rating.games.mlbb', 'rating.games.pubg', 'rating.columns.kd', 'rating.tables.board', 'help.contacts.telegram.name', 'help.contacts.discord.name', 'news.filter.pubg-mobile', 'news.filter.mlbb', 'votes.share', 'news.share.text'],
  });

  it('ru has every page key', () => {
    const reference = Object.keys(localeLeaves(files.ru));
    for (const key of PAGE_KEYS) expect([key, reference.some((leaf) => leaf.startsWith(`${key}.`))]).toEqual([key, true]);
  });

  it('numbers the participation conditions the same way in every language', () => {
    const numbers = (text: string) => text.split('\n').map((line) => line.split(' ')[0]);
    expect(conditionText('ru')).not.toBe('');
    for (const locale of LOCALES) expect([locale, numbers(conditionText(locale))]).toEqual([locale, numbers(conditionText('ru'))]);
  });
});
