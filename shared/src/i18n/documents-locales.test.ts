import { LOCALES } from '@portal/shared/constants';
import { LEGAL_DOCUMENT_IDS, splitNumberedClauses } from '@portal/shared/domain';
import { hasNamespaceLoader } from './namespace-registry';
import './shared-namespaces';
import en from './locales/en/documents.json';
import kk from './locales/kk/documents.json';
import ru from './locales/ru/documents.json';
import tr from './locales/tr/documents.json';
import uz from './locales/uz/documents.json';

type Documents = Record<string, { title: string; text: string }>;
const files: Record<string, Documents> = { ru, kk, en, uz, tr };
const numbers = (text: string) => splitNumberedClauses(text).map((clause) => clause.number);

describe('documents namespace (legal documents)', () => {
  it('is registered as a shared namespace', () => {
    expect(hasNamespaceLoader('documents')).toBe(true);
  });

  it.each(LOCALES)('%s has the three documents, each a title and a text of numbered clauses only', (locale) => {
    const documents = files[locale] ?? {};
    expect(Object.keys(documents).sort()).toEqual([...LEGAL_DOCUMENT_IDS].sort());
    for (const id of LEGAL_DOCUMENT_IDS) {
      expect(documents[id]?.title.trim()).not.toBe('');
      const clauses = splitNumberedClauses(documents[id]?.text ?? '');
      expect(clauses.length).toBeGreaterThan(5);
      expect(clauses.every((clause) => clause.number !== null && !clause.text.includes('\n'))).toBe(true);
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s numbers its clauses like English and is really translated', (locale) => {
    for (const id of LEGAL_DOCUMENT_IDS) {
      const english = splitNumberedClauses(en[id].text);
      const translated = splitNumberedClauses(files[locale]?.[id]?.text ?? '');
      expect([id, numbers(files[locale]?.[id]?.text ?? '')]).toEqual([id, numbers(en[id].text)]);
      const copied = english.filter((clause, i) => clause.text === translated[i]?.text && /\s/.test(clause.text));
      expect(copied).toEqual([]);
      expect(files[locale]?.[id]?.title).not.toBe(en[id].title);
    }
  });
});
