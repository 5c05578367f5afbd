import { readPendingWhatsapp, secondsUntilResend, writePendingWhatsapp } from './pending-whatsapp';

describe('a WhatsApp code waiting to be entered', () => {
  afterEach(() => window.sessionStorage.clear());
  const pending = { userId: 7, phone: '+998901234567', country: 'uz', number: '90 123 45 67', expiresAt: 1_000_600_000, resendAt: 1_000_120_000 };

  it('is kept for the tab until it expires', () => {
    writePendingWhatsapp(pending);
    expect(readPendingWhatsapp(7, 1_000_000_000)).toEqual(pending);
    expect(readPendingWhatsapp(7, 1_000_600_000)).toBeNull();
    expect(readPendingWhatsapp(8, 1_000_000_000)).toBeNull();
    writePendingWhatsapp(null);
    expect(readPendingWhatsapp(7, 1_000_000_000)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('whatsapp_attach_pending', '{"phone":1}');
    expect(readPendingWhatsapp(7, 0)).toBeNull();
    window.sessionStorage.setItem('whatsapp_attach_pending', 'not json');
    expect(readPendingWhatsapp(7, 0)).toBeNull();
  });

  it('counts whole seconds until a new code may be asked for', () => {
    expect(secondsUntilResend(pending, 1_000_000_000)).toBe(120);
    expect(secondsUntilResend(pending, 1_000_119_001)).toBe(1);
    expect(secondsUntilResend(pending, 1_000_200_000)).toBe(0);
  });
});
