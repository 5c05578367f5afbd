import { join } from 'node:path';
import { GROUP_STATUS_CODES } from '@portal/shared/contracts';
import { checkLocaleFiles, readLocaleFiles } from '@portal/shared/testing';

const files = readLocaleFiles((locale) => join(__dirname, `${locale}.json`));

describe('tournaments namespace in five languages', () => {
  /** Game titles are brand names, written the same in every language; single words may be shared. */
  checkLocaleFiles(files, { sameAsEnglish: ['games.pubg', 'games.mlbb'], onlySentences: true });

  it('has a label for every group status code of the contract', () => {
    const groupStatus = (files.en as { groupStatus: Record<string, string> }).groupStatus;
    expect(Object.keys(groupStatus).sort()).toEqual([...GROUP_STATUS_CODES].sort());
  });
});
