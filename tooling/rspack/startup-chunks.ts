import { DAYJS_LOCALE_NAMES, LOCALES, STARTUP_NAMESPACES } from '../../shared/src/constants/locales.js';

const SEP = '[\\\\/]';

/** Libraries every first visit loads: the singletons the shell provides and what they import. */
const STARTUP_LIBRARIES = new RegExp(
  `${SEP}node_modules${SEP}(react-router|@tanstack${SEP}(query-core|react-query)|jotai|i18next|react-i18next|html-parse-stringify|styled-components|stylis|@emotion${SEP}[a-z-]+|shallowequal|dayjs)${SEP}(?!locale${SEP})`,
);

/** The start-up strings of one language (the shared namespaces the shell loads first) and its dayjs words. */
const startupStringsOf = (language: (typeof LOCALES)[number]) =>
  new RegExp(
    `(${SEP}shared${SEP}src${SEP}i18n${SEP}locales${SEP}${language}${SEP}(${STARTUP_NAMESPACES.join('|')})\\.json|${SEP}node_modules${SEP}dayjs${SEP}locale${SEP}${DAYJS_LOCALE_NAMES[language]}\\.js)$`,
  );

/**
 * How the shell's start-up code is cut into files: React, the other libraries, the portal's shared code and
 * one file of strings per language, instead of about twenty files of 0.3 to 65 KiB. Each file of a first
 * visit costs a round trip on one of the six connections HTTP/1.1 opens, which on a slow phone link weighs
 * more than the bytes. Files only a later page needs keep their own chunks (the defaults).
 */
export function startupSplitChunks() {
  const group = (test: RegExp, name: string, priority: number) => ({ test, name, chunks: 'async' as const, enforce: true, priority });
  return {
    cacheGroups: {
      ...Object.fromEntries(LOCALES.map((language) => [`strings-${language}`, group(startupStringsOf(language), `strings-${language}`, 50)])),
      startupReact: group(new RegExp(`${SEP}node_modules${SEP}(react|react-dom|scheduler)${SEP}`), 'startup-react', 40),
      startupLibraries: group(STARTUP_LIBRARIES, 'startup-libraries', 30),
      startupShared: group(new RegExp(`${SEP}shared${SEP}src${SEP}(?!i18n${SEP}locales${SEP})`), 'startup-shared', 20),
    },
  };
}
