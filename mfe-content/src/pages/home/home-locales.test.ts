import { join } from 'node:path';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

describe('home strings of the content namespace', () => {
  checkLocaleFiles(readLocaleFiles((locale) => join(__dirname, '../../locales', `${locale}.json`), ['home']), { onlySentences: true });
});
