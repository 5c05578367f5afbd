import { createHash, createHmac } from 'node:crypto';
import { telegramCheckString, telegramLoginVerifier, type TelegramWidgetData } from './verify';

const BOT_TOKEN = '7000000001:AAH-local-test-token-0123456789';

/** Signs widget data the way Telegram does (HMAC-SHA256 keyed with SHA-256 of the bot token). */
function signed(data: Omit<TelegramWidgetData, 'hash'>, token = BOT_TOKEN): TelegramWidgetData {
  const check = Object.keys(data).sort().map((key) => `${key}=${String(data[key])}`).join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex');
  return { ...data, hash };
}

describe('Telegram login widget driver', () => {
  const verifier = telegramLoginVerifier({ botToken: BOT_TOKEN, botUsername: 'esports_portal_bot' });
  const now = new Date('2026-05-01T12:00:00Z');
  const authDate = Math.floor(now.getTime() / 1000) - 30;
  const data = { id: 123456789, first_name: 'Ayan', username: 'ayan_kz', photo_url: 'https://t.me/i/userpic/320/ayan.jpg', auth_date: authDate };

  it('builds the data-check-string from every field but hash, sorted', () => {
    expect(telegramCheckString({ username: 'u', id: 1, hash: 'x', auth_date: 5 })).toBe('auth_date=5\nid=1\nusername=u');
  });

  it('accepts data signed with the bot token and a fresh auth_date', () => {
    expect(verifier.verify(signed(data), now)).toEqual({
      ok: true,
      identity: { id: '123456789', username: 'ayan_kz', firstName: 'Ayan', lastName: null, photoUrl: data.photo_url },
    });
    expect(verifier.verify(signed({ ...data, id: '123456789' }), now).ok).toBe(true);
  });

  it('refuses tampered fields, an added field, another bot token and a malformed hash', () => {
    expect(verifier.verify({ ...signed(data), username: 'admin' }, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifier.verify({ ...signed(data), id: 1 }, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifier.verify({ ...signed(data), last_name: 'X' }, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifier.verify(signed(data, '7000000002:AAH-another-token-0123456789'), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifier.verify({ ...signed(data), hash: 'zz' }, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an old auth_date, and one far in the future', () => {
    expect(verifier.verify(signed({ ...data, auth_date: authDate - 2 * 86_400 }), now)).toEqual({ ok: false, reason: 'expired' });
    expect(verifier.verify(signed({ ...data, auth_date: authDate - 6 * 60 }), now)).toEqual({ ok: false, reason: 'expired' });
    expect(verifier.verify(signed({ ...data, auth_date: authDate - 4 * 60 }), now).ok).toBe(true);
    expect(verifier.verify(signed({ ...data, auth_date: authDate + 3600 }), now)).toEqual({ ok: false, reason: 'expired' });
  });
});
