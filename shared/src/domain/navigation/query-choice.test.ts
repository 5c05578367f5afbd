import { DEFAULT_LEGAL_DOCUMENT_ID, legalDocumentIdOf, queryChoice, settingsTabOf } from './query-choice';

describe('queryChoice', () => {
  const sizes = ['s', 'm', 'l'] as const;

  it('keeps an allowed value and falls back for anything else', () => {
    expect(queryChoice('l', sizes, 'm')).toBe('l');
    expect(queryChoice('xl', sizes, 'm')).toBe('m');
    expect(queryChoice(null, sizes, 's')).toBe('s');
    expect(queryChoice(undefined, sizes, 's')).toBe('s');
  });
});

describe('legalDocumentIdOf (/agreements?docId=)', () => {
  it('picks each of the three documents', () => {
    expect(legalDocumentIdOf('privacy-policy')).toBe('privacy-policy');
    expect(legalDocumentIdOf('user-agreement')).toBe('user-agreement');
    expect(legalDocumentIdOf('cookie-policy')).toBe('cookie-policy');
  });

  it('defaults to the privacy policy when docId is missing, unknown or differently cased', () => {
    expect(DEFAULT_LEGAL_DOCUMENT_ID).toBe('privacy-policy');
    expect(legalDocumentIdOf(null)).toBe('privacy-policy');
    expect(legalDocumentIdOf('')).toBe('privacy-policy');
    expect(legalDocumentIdOf('terms')).toBe('privacy-policy');
    expect(legalDocumentIdOf('User-Agreement')).toBe('privacy-policy');
  });
});

describe('settingsTabOf (/settings-new?tab=)', () => {
  it('follows the three tabs and defaults to main-information', () => {
    expect(settingsTabOf('safety')).toBe('safety');
    expect(settingsTabOf('game-information')).toBe('game-information');
    expect(settingsTabOf('main-information')).toBe('main-information');
    expect(settingsTabOf(null)).toBe('main-information');
    expect(settingsTabOf('password')).toBe('main-information');
  });
});
