import { join } from 'node:path';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

describe('profile namespace', () => {
  /**
   * Brand names, the dash for a missing value, 'Avatar' (spelt the same in Uzbek and Turkish), gaming words
   * players use as they are (Fragger, Tank), the KB and MB units, and a line of placeholders only.
   */
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
      'roles.fragger',
      'roles.tank',
      'units.kb',
      'units.mb',
      'documents.details',
    ],
  });
});
