import { join } from 'node:path';
import { NOTIFICATION_TYPES } from '@portal/shared/contracts';
import { checkLocaleFiles, localeLeaves, readLocaleFiles } from '@portal/shared/testing';

const files = readLocaleFiles((locale) => join(__dirname, `${locale}.json`));

describe('profile namespace', () => {
  /**
   * Brand names, the dash for a missing value, 'Avatar' (spelt the same in Uzbek and Turkish), gaming words
   * players use as they are (Fragger, Tank), the KB and MB units, and a line of placeholders only.
   */
  checkLocaleFiles(files, {
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

  it('has the text of every kind of notification', () => {
    const keys = Object.keys(localeLeaves(files.ru));
    expect(NOTIFICATION_TYPES.filter((type) => !keys.includes(`notifications.types.${type}`))).toEqual([]);
  });
});
