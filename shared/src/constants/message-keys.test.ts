import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from './locales';
import {
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  CODE_MESSAGES,
  DOCUMENT_MESSAGES,
  GAME_PROFILE_MESSAGES,
  GENERIC_MESSAGES,
  HELP_MESSAGES,
  NEWS_MESSAGES,
  CHAT_MESSAGES,
  ORGANIZER_MESSAGES,
  PHONE_MESSAGES,
  PROFILE_MESSAGES,
  RULE_LABELS,
  STREAMER_MESSAGES,
  TEAM_MESSAGES,
  VOTE_MESSAGES,
} from './message-keys';
import { MATCH_MESSAGES } from './matches';
import { MATCH_PLAY_MESSAGES } from './match-play';

type Tree = { [key: string]: string | Tree };

const localeFile = (lang: string): Tree =>
  JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'locales', lang, 'validation.json'), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

function keysOf(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(keysOf);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const producedKeys = [GENERIC_MESSAGES, TEAM_MESSAGES, GAME_PROFILE_MESSAGES, STREAMER_MESSAGES, CODE_MESSAGES, PHONE_MESSAGES, AUTH_MESSAGES, APPLICATION_MESSAGES, ORGANIZER_MESSAGES, PROFILE_MESSAGES, DOCUMENT_MESSAGES, NEWS_MESSAGES, VOTE_MESSAGES, HELP_MESSAGES, MATCH_MESSAGES, CHAT_MESSAGES, MATCH_PLAY_MESSAGES, RULE_LABELS].flatMap(keysOf);
const files = Object.fromEntries(LOCALES.map((lang) => [lang, flatten(localeFile(lang))]));

describe('validation namespace texts', () => {
  it.each(LOCALES)('%s has a text for every key the rules and schemas produce', (lang) => {
    const texts = files[lang] ?? {};
    for (const key of producedKeys) {
      expect([key, typeof texts[key] === 'string' && (texts[key] ?? '').trim() !== '']).toEqual([key, true]);
    }
  });

  it('every language has the same keys as ru, and nothing unused', () => {
    const ru = Object.keys(files.ru ?? {}).sort();
    expect(ru).toEqual([...new Set(producedKeys)].sort());
    for (const lang of LOCALES) expect(Object.keys(files[lang] ?? {}).sort()).toEqual(ru);
  });

  it('every language uses the same placeholders as ru', () => {
    for (const [key, text] of Object.entries(files.ru ?? {})) {
      for (const lang of LOCALES) expect([key, lang, placeholders(files[lang]?.[key] ?? '')]).toEqual([key, lang, placeholders(text)]);
    }
  });

  it('translations differ from the English text except for names', () => {
    const same = (lang: string) => Object.entries(files.en ?? {}).filter(([key, text]) => files[lang]?.[key] === text).map(([key]) => key);
    for (const lang of ['ru', 'kk', 'uz', 'tr']) expect(same(lang)).toEqual([]);
  });

  it("ru keeps the spec's literal texts", () => {
    expect(files.ru?.['code.required']).toBe('Введите код');
    expect(files.ru?.['game_profile.nickname_required']).toBe('Nickname обязателен для заполнения');
    expect(files.ru?.['game_profile.pubg_id_required']).toBe('PUBG ID обязателен для заполнения');
    expect(files.ru?.['game_profile.mlbb_id_required']).toBe('MLBB ID обязателен для заполнения');
    expect(files.ru?.['game_profile.highlights_link']).toBe('Пожалуйста, введите корректную ссылку на YouTube или TikTok');
    expect(files.ru?.['streamer.required']).toBe('Обязательное поле');
    expect(files.ru?.['streamer.telegram_invalid']).toBe('Неверная ссылка на Telegram профиль');
    expect(files.en?.['validation.default']).toBe('{{field}} is not valid.');
  });
});
