import { canGrantOrganizers, canManageTournament, canUseOrganizerConsole, isStaff } from './access';
import { formatPrizeFund, localizePrizeFund } from './prize-fund';
import { isSafeRichTextLink, looksLikeHtml } from './rich-text';
import { isGroupTimeAfterStageStart, publishProblems } from './schedule-rules';

describe('organiser console rules', () => {
  it('lets staff manage every tournament and an organiser their own only', () => {
    expect(isStaff(['moderator'])).toBe(true);
    expect(isStaff(['player', 'organizer'])).toBe(false);
    expect(canManageTournament({ id: 1, roles: ['admin'] }, 99)).toBe(true);
    expect(canManageTournament({ id: 7, roles: ['player', 'organizer'] }, 7)).toBe(true);
    expect(canManageTournament({ id: 7, roles: ['player', 'organizer'] }, 8)).toBe(false);
    expect(canManageTournament({ id: 7, roles: ['player'] }, 7)).toBe(false);
    expect(canUseOrganizerConsole(['player', 'organizer'])).toBe(true);
    expect(canUseOrganizerConsole(['moderator'])).toBe(true);
    expect(canUseOrganizerConsole(['player', 'streamer'])).toBe(false);
    expect(canGrantOrganizers(['admin'])).toBe(true);
    expect(canGrantOrganizers(['moderator'])).toBe(false);
  });

  it('writes the prize fund with grouped digits and the currency sign', () => {
    expect(formatPrizeFund(1_500_000, 'KZT')).toBe('1 500 000 ₸');
    expect(formatPrizeFund(250_000, 'TRY')).toBe('250 000 ₺');
    expect(formatPrizeFund(999, 'USD')).toBe('999 $');
    expect(formatPrizeFund(40_000_000, null)).toBe('40 000 000');
    expect(formatPrizeFund(null, 'KZT')).toBeNull();
    expect(formatPrizeFund(Number.NaN, 'KZT')).toBeNull();
  });

  it('tells markup from plain text and safe links from others', () => {
    expect(looksLikeHtml('<p>Hi</p>')).toBe(true);
    expect(looksLikeHtml('5 < 6 and 7 > 2')).toBe(false);
    expect(isSafeRichTextLink(' https://t.me/x')).toBe(true);
    expect(isSafeRichTextLink('/esports-mobile-tournaments')).toBe(true);
    expect(isSafeRichTextLink('javascript:alert(1)')).toBe(false);
    expect(isSafeRichTextLink('data:text/html,x')).toBe(false);
  });

  it('wants a group after its stage opens and a future start to publish', () => {
    expect(isGroupTimeAfterStageStart('2026-05-02T10:00:00Z', '2026-05-01T10:00:00Z')).toBe(true);
    expect(isGroupTimeAfterStageStart(new Date('2026-05-01T10:00:00Z'), new Date('2026-05-01T10:00:00Z'))).toBe(false);
    const now = new Date('2026-05-01T00:00:00Z');
    expect(publishProblems({ start_time: '2026-05-02T00:00:00Z' }, now)).toEqual({});
    expect(publishProblems({ start_time: new Date('2026-04-30T00:00:00Z') }, now)).toEqual({ start_time: ['organizer.start_in_past'] });
  });

  it('writes currency units in the page language: no Cyrillic sum or som on Latin-script pages', () => {
    expect(formatPrizeFund(2_000_000, 'UZS')).toBe('2 000 000 сум');
    expect(formatPrizeFund(2_000_000, 'UZS', 'uz')).toBe('2 000 000 so‘m');
    expect(formatPrizeFund(2_000_000, 'UZS', 'en')).toBe('2 000 000 UZS');
    expect(formatPrizeFund(90_000, 'KGS', 'kk')).toBe('90 000 сом');
    expect(formatPrizeFund(90_000, 'KGS', 'tr')).toBe('90 000 KGS');
    expect(localizePrizeFund('2 000 000 сум', 'uz')).toBe('2 000 000 so‘m');
    expect(localizePrizeFund('90 000 сом', 'en')).toBe('90 000 KGS');
    expect(localizePrizeFund('90 000 KGS', 'ru')).toBe('90 000 сом');
    expect(localizePrizeFund('2 000 000 so‘m', 'kk')).toBe('2 000 000 сум');
    expect(localizePrizeFund('1 500 000 ₸', 'en')).toBe('1 500 000 ₸');
    expect(localizePrizeFund('Призы от спонсора', 'en')).toBe('Призы от спонсора');
    expect(localizePrizeFund('Большой сом', 'en')).toBe('Большой сом');
  });
});
