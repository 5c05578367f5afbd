import { join } from 'node:path';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

describe('profile namespace', () => {
  /** Brand names, the dash for a missing value, and 'Avatar', which Uzbek and Turkish spell like English. */
  checkLocaleFiles(readLocaleFiles((locale) => join(__dirname, `${locale}.json`)), {
    sameAsEnglish: [
      'games.pubg',
      'games.mlbb',
      'social.providers.telegram',
      'social.providers.whatsapp',
      'social.providers.google',
      'social.providers.discord',
      'user.stats.none',
      'main.avatar',
    ],
  });
});
