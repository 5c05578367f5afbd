import { join } from 'node:path';
import { checkLocaleFiles, localeLeaves, readLocaleFiles } from '@portal/shared/testing';

const files = readLocaleFiles((locale) => join(__dirname, `${locale}.json`));

describe('teams namespace', () => {
  /** Game and messenger names are brands, the same in every language. */
  checkLocaleFiles(files, { sameAsEnglish: ['games.pubg', 'games.mlbb', 'invite.share.whatsapp', 'invite.share.telegram', 'invite.share.vk'] });

  it("labels the default team filter 'Все' in Russian", () => {
    expect(localeLeaves(files.ru)['filter.all']).toBe('Все');
  });
});
