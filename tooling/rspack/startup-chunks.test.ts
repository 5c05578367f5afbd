import { join } from 'node:path';
import { startupSplitChunks } from './startup-chunks';

const ROOT = '/portal';
const nm = (path: string) => join(ROOT, 'node_modules', path);
const shared = (path: string) => join(ROOT, 'shared', 'src', path);

/** The file (cache group name) the shell's build puts a module in, by the groups' priority; null: the defaults. */
function fileOf(resource: string): string | null {
  const groups = Object.values(startupSplitChunks().cacheGroups).sort((a, b) => b.priority - a.priority);
  return groups.find((group) => group.test.test(resource))?.name ?? null;
}

describe("the shell's start-up files", () => {
  it('puts React in one file and the other start-up libraries in another', () => {
    expect(fileOf(nm('react-dom/cjs/react-dom-client.production.js'))).toBe('startup-react');
    expect(fileOf(nm('scheduler/index.js'))).toBe('startup-react');
    expect(fileOf(nm('react-router/dist/production/index.mjs'))).toBe('startup-libraries');
    expect(fileOf(nm('@tanstack/query-core/build/modern/index.js'))).toBe('startup-libraries');
    expect(fileOf(nm('styled-components/dist/styled-components.browser.esm.js'))).toBe('startup-libraries');
    expect(fileOf(nm('dayjs/dayjs.min.js'))).toBe('startup-libraries');
  });

  it("keeps one language's start-up strings and dayjs words together, and no other language's", () => {
    expect(fileOf(shared('i18n/locales/ru/common.json'))).toBe('strings-ru');
    expect(fileOf(shared('i18n/locales/ru/ui.json'))).toBe('strings-ru');
    expect(fileOf(nm('dayjs/locale/ru.js'))).toBe('strings-ru');
    expect(fileOf(nm('dayjs/locale/uz-latn.js'))).toBe('strings-uz');
    expect(fileOf(shared('i18n/locales/kk/ui.json'))).toBe('strings-kk');
    // uz is written in Latin script: dayjs's Cyrillic uz is not the portal's.
    expect(fileOf(nm('dayjs/locale/uz.js'))).toBeNull();
  });

  it("puts one language's error strings in a file of their own, off the path to the first render", () => {
    expect(fileOf(shared('i18n/locales/ru/errors.json'))).toBe('error-strings-ru');
    expect(fileOf(shared('i18n/locales/ru/validation.json'))).toBe('error-strings-ru');
    expect(fileOf(shared('i18n/locales/tr/validation.json'))).toBe('error-strings-tr');
  });

  it('leaves what a first visit does not load to the default chunks', () => {
    // Strings a later page loads (documents) and libraries of the remotes' forms.
    expect(fileOf(shared('i18n/locales/ru/documents.json'))).toBeNull();
    expect(fileOf(nm('valibot/dist/index.js'))).toBeNull();
    expect(fileOf(nm('dompurify/dist/purify.es.mjs'))).toBeNull();
    expect(fileOf(nm('react-hook-form/dist/index.esm.mjs'))).toBeNull();
  });

  it("puts the portal's shared code in one file", () => {
    expect(fileOf(shared('ui/Button.tsx'))).toBe('startup-shared');
    expect(fileOf(shared('platform/index.ts'))).toBe('startup-shared');
  });
});
