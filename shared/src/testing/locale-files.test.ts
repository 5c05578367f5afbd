import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLocaleFiles, localeFileProblems, localeLeaves, placeholdersOf, readLocaleFiles, type LocaleFiles } from './locale-files';

const good: LocaleFiles = {
  ru: { title: 'Турниры', greet: 'Привет, {{name}}', game: 'PUBG Mobile', link: 'Примите <1>условия</1>' },
  kk: { title: 'Турнирлер', greet: 'Сәлем, {{name}}', game: 'PUBG Mobile', link: '<1>Шарттарды</1> қабылдаңыз' },
  en: { title: 'Tournaments', greet: 'Hello, {{name}}', game: 'PUBG Mobile', link: 'Accept the <1>terms</1>' },
  uz: { title: 'Turnirlar', greet: 'Salom, {{name}}', game: 'PUBG Mobile', link: '<1>Shartlarni</1> qabul qiling' },
  tr: { title: 'Turnuvalar', greet: 'Merhaba, {{name}}', game: 'PUBG Mobile', link: '<1>Koşulları</1> kabul edin' },
};
const rules = { sameAsEnglish: ['game'] };
const none = { missing: [], extra: [], placeholders: [], copied: [], empty: [], cyrillicUzbek: [] };

describe('locale file checks', () => {
  it('flattens nested keys and reads placeholders and Trans tags', () => {
    expect(localeLeaves({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
    expect(placeholdersOf('{{ count }} of {{total}} <1>teams</1>')).toEqual(['1', 'count', 'total']);
  });

  it('finds nothing wrong in five good files', () => {
    expect(localeFileProblems(good, rules)).toEqual(none);
  });

  it('finds missing and extra keys, changed placeholders and tags, and empty texts', () => {
    const files = {
      ...good,
      kk: { title: 'Турнирлер', greet: 'Сәлем, {{user}}', game: 'PUBG Mobile', link: 'Шарттарды қабылдаңыз' },
      tr: { ...(good.tr as object), title: ' ', extra: 'Fazla' },
      uz: { greet: 'Salom, {{name}}', game: 'PUBG Mobile', link: '<1>Shartlarni</1> qabul qiling' },
    };
    expect(localeFileProblems(files, rules)).toEqual({
      ...none,
      missing: ['uz: title'],
      extra: ['tr: extra'],
      placeholders: ['kk: greet', 'kk: link'],
      empty: ['tr: title'],
    });
  });

  it('finds texts left in English, but for the allowed keys and, when asked, single words', () => {
    const files = { ...good, ru: { ...(good.ru as object), title: 'Tournaments' }, uz: { ...(good.uz as object), greet: 'Hello, {{name}}' } };
    expect(localeFileProblems(files, rules).copied).toEqual(['ru: title', 'uz: greet']);
    expect(localeFileProblems(files, { ...rules, onlySentences: true }).copied).toEqual(['uz: greet']);
    expect(localeFileProblems(good).copied).toEqual(['ru: game', 'kk: game', 'uz: game', 'tr: game']);
  });

  it('reads the five files of a namespace, whole or the parts a test owns', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locale-files-'));
    try {
      for (const locale of ['ru', 'kk', 'en', 'uz', 'tr']) writeFileSync(join(dir, `${locale}.json`), JSON.stringify({ home: { title: locale }, news: { title: `${locale}!` }, other: 'x' }));
      const whole = readLocaleFiles((locale) => join(dir, `${locale}.json`));
      expect(whole.kk).toEqual({ home: { title: 'kk' }, news: { title: 'kk!' }, other: 'x' });
      const parts = readLocaleFiles((locale) => join(dir, `${locale}.json`), ['home', 'news']);
      expect(parts.tr).toEqual({ home: { title: 'tr' }, news: { title: 'tr!' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds Uzbek written in Cyrillic', () => {
    expect(localeFileProblems({ ...good, uz: { ...(good.uz as object), title: 'Турнирлар' } }, rules).cyrillicUzbek).toEqual(['title']);
  });
});

describe('checkLocaleFiles on five good files', () => {
  checkLocaleFiles(good, rules);
});
