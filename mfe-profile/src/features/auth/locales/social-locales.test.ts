import { join } from 'node:path';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

describe('profile-social namespace', () => {
  /** Provider names are brands, the same in every language (the phone is not). */
  checkLocaleFiles(readLocaleFiles((locale) => join(__dirname, `${locale}.json`)), {
    sameAsEnglish: ['providers.telegram', 'providers.discord', 'providers.google', 'providers.whatsapp'],
  });
});
