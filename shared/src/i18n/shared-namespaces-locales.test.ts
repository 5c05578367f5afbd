import { join } from 'node:path';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

const namespace = (name: string) => readLocaleFiles((locale) => join(__dirname, 'locales', locale, `${name}.json`));

describe('ui namespace in every language', () => {
  checkLocaleFiles(namespace('ui'));
});

describe('common namespace (shell chrome) in every language', () => {
  /** K/D is the abbreviation players use everywhere; single words such as 'Match' may be shared. */
  checkLocaleFiles(namespace('common'), { sameAsEnglish: ['account.stats.kd'], onlySentences: true });
});

describe('errors namespace in every language', () => {
  checkLocaleFiles(namespace('errors'));
});

describe('validation namespace in every language', () => {
  checkLocaleFiles(namespace('validation'));
});
