import { DAYJS_LOCALE_NAMES, ERROR_NAMESPACES, LOCALES, STARTUP_NAMESPACES } from '../../shared/src/constants/locales.js';
import { SINGLETON_PACKAGES } from '../federation/shared-deps';

const SEP = '[\\\\/]';
const REACT_PACKAGES = ['react', 'react-dom', 'scheduler'];
/** What the other singletons import themselves (react-i18next, styled-components). */
const SINGLETON_DEPENDENCIES = ['html-parse-stringify', 'stylis', '@emotion/[a-z-]+', 'shallowequal'];
const packagesPattern = (names: readonly string[]) => names.map((name) => name.replace('/', SEP)).join('|');

/** Libraries every first visit loads: the singletons the shell provides (React aside) and what they import. */
const STARTUP_LIBRARIES = new RegExp(
  `${SEP}node_modules${SEP}(${packagesPattern([...SINGLETON_PACKAGES.filter((name) => !REACT_PACKAGES.includes(name)), ...SINGLETON_DEPENDENCIES])})${SEP}(?!locale${SEP})`,
);

type Language = (typeof LOCALES)[number];
/** The JSON files of some shared namespaces in one language. */
const namespacesOf = (language: Language, namespaces: readonly string[]) =>
  `${SEP}shared${SEP}src${SEP}i18n${SEP}locales${SEP}${language}${SEP}(${namespaces.join('|')})\\.json`;

/** The start-up strings of one language (the shared namespaces the shell loads first) and its dayjs words. */
const startupStringsOf = (language: Language) =>
  new RegExp(`(${namespacesOf(language, STARTUP_NAMESPACES)}|${SEP}node_modules${SEP}dayjs${SEP}locale${SEP}${DAYJS_LOCALE_NAMES[language]}\\.js)$`);

/** The error strings of one language (validation and server messages), asked for at start but not waited for. */
const errorStringsOf = (language: Language) => new RegExp(`${namespacesOf(language, ERROR_NAMESPACES)}$`);

/**
 * How the shell's start-up code is cut into files: React, the other libraries, the portal's shared code (all
 * of shared/src the shell bundles, which is what its start uses) and one file of strings per language, instead
 * of about twenty files of 0.3 to 65 KiB. Each file of a first visit costs a round trip on one of the six
 * connections HTTP/1.1 opens, which on a slow phone link weighs more than the bytes. A language's error strings
 * come in one more file, off the path to the first render. Strings of later pages, other languages' dayjs
 * words and the remotes' own libraries keep their default chunks.
 */
export function startupSplitChunks() {
  const group = (test: RegExp, name: string, priority: number) => ({ test, name, chunks: 'async' as const, enforce: true, priority });
  return {
    cacheGroups: {
      ...Object.fromEntries(LOCALES.map((language) => [`strings-${language}`, group(startupStringsOf(language), `strings-${language}`, 50)])),
      ...Object.fromEntries(LOCALES.map((language) => [`error-strings-${language}`, group(errorStringsOf(language), `error-strings-${language}`, 50)])),
      startupReact: group(new RegExp(`${SEP}node_modules${SEP}(${packagesPattern(REACT_PACKAGES)})${SEP}`), 'startup-react', 40),
      startupLibraries: group(STARTUP_LIBRARIES, 'startup-libraries', 30),
      startupShared: group(new RegExp(`${SEP}shared${SEP}src${SEP}(?!i18n${SEP}locales${SEP})`), 'startup-shared', 20),
    },
  };
}
