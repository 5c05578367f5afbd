import { inviteUrl, shareUrl } from './share-links';

describe('invite share links', () => {
  const link = 'https://portal.example/en/team/invite-member-Zq81_mPx';

  it('open each messenger with the text and the link', () => {
    expect(shareUrl('whatsapp', link, 'Join Steppe Wolves')).toBe('https://wa.me/?text=Join%20Steppe%20Wolves%20https%3A%2F%2Fportal.example%2Fen%2Fteam%2Finvite-member-Zq81_mPx');
    expect(shareUrl('telegram', link, 'Join & win')).toBe('https://t.me/share/url?url=https%3A%2F%2Fportal.example%2Fen%2Fteam%2Finvite-member-Zq81_mPx&text=Join%20%26%20win');
    expect(shareUrl('vk', link, 'Join')).toBe('https://vk.com/share.php?url=https%3A%2F%2Fportal.example%2Fen%2Fteam%2Finvite-member-Zq81_mPx&title=Join');
  });

  it('builds the absolute link on this site', () => {
    expect(inviteUrl('https://portal.example', '/en/team/invite-member-Zq81_mPx')).toBe(link);
    expect(inviteUrl('http://127.0.0.1:8481', '/team/invite-member-abc123')).toBe('http://127.0.0.1:8481/team/invite-member-abc123');
  });
});
