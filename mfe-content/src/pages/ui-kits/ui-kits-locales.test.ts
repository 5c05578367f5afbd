import { join } from 'node:path';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

describe('uiKits strings of the content namespace', () => {
  /** Game titles are brand names, written the same in every language; single words may be shared. */
  checkLocaleFiles(readLocaleFiles((locale) => join(__dirname, '../../locales', `${locale}.json`), ['uiKits']), {
    sameAsEnglish: ['uiKits.fields.pubg', 'uiKits.fields.mlbb'],
    onlySentences: true,
  });
});
