import { mayComment } from './comment-ban';
import { pickNewsLocale } from './translation';

describe('pickNewsLocale', () => {
  it('takes the asked language when the post has it', () => {
    expect(pickNewsLocale(['ru', 'en'], 'en')).toBe('en');
  });
  it('falls back to ru, then to whatever the post has', () => {
    expect(pickNewsLocale(['ru', 'en'], 'tr')).toBe('ru');
    expect(pickNewsLocale(['kk'], 'tr')).toBe('kk');
    expect(pickNewsLocale([], 'ru')).toBeNull();
  });
});

describe('mayComment', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ban = (scope: string, expiresAt: Date | null, liftedAt: Date | null = null) => ({ scope, startsAt: new Date('2026-04-01T00:00:00Z'), expiresAt, liftedAt });
  it('is refused by a comments or site ban in force', () => {
    expect(mayComment([ban('comments', null)], now)).toBe(false);
    expect(mayComment([ban('site', new Date('2026-06-01T00:00:00Z'))], now)).toBe(false);
  });
  it('is allowed with no ban, an expired or lifted one, or a ban of another scope', () => {
    expect(mayComment([], now)).toBe(true);
    expect(mayComment([ban('comments', new Date('2026-04-20T00:00:00Z'))], now)).toBe(true);
    expect(mayComment([ban('comments', null, new Date('2026-04-10T00:00:00Z'))], now)).toBe(true);
    expect(mayComment([ban('chats', null)], now)).toBe(true);
  });
  it('is allowed before a ban starts', () => {
    expect(mayComment([{ scope: 'comments', startsAt: new Date('2026-05-02T00:00:00Z'), expiresAt: null, liftedAt: null }], now)).toBe(true);
  });
});
