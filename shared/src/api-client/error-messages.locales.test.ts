import { i18n } from '@portal/shared/i18n';
import { prepareI18n } from '@portal/shared/testing';
import { ApiNetworkError } from './errors';
import { describeApiFailure, translateErrorCode } from './error-messages';

describe('error codes against the real locale files', () => {
  beforeAll(() => prepareI18n('en'));

  it('translates a parameterised validation code of the schemas', () => {
    const text = translateErrorCode('validation.between|{"min":4,"max":25}');
    expect(text).not.toBe('validation.between');
    expect(text).toContain('4');
    expect(text).toContain('25');
  });

  it('follows the interface language and falls back to the server text for unknown codes', async () => {
    const english = translateErrorCode('validation.required');
    await i18n.changeLanguage('ru');
    const russian = translateErrorCode('validation.required');
    expect(russian).not.toBe('validation.required');
    expect(russian).not.toBe(english);
    expect(translateErrorCode('no_such.code', 'Сервер недоступен')).toBe('Сервер недоступен');
    expect(describeApiFailure(new ApiNetworkError('timeout'))).toBe('Сервер долго не отвечает. Попробуйте ещё раз.');
    await i18n.changeLanguage('en');
  });
});
