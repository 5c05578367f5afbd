import { join } from 'node:path';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

describe('auth namespace', () => {
  /** Brand and product names, the same in every language. */
  checkLocaleFiles(readLocaleFiles((locale) => join(__dirname, `${locale}.json`)), {
    sameAsEnglish: ['messengers.telegram', 'messengers.whatsapp', 'games.pubg', 'games.mlbb', 'outbox.channels.telegram', 'outbox.channels.whatsapp'],
  });
});
