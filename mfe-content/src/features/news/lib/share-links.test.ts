import { shareUrl } from './share-links';

describe('shareUrl', () => {
  const link = 'https://portal.example/en/News/steppe-cup';
  it('fills in the text and the link of each service', () => {
    expect(shareUrl('telegram', link, 'Cup & results')).toBe('https://t.me/share/url?url=https%3A%2F%2Fportal.example%2Fen%2FNews%2Fsteppe-cup&text=Cup%20%26%20results');
    expect(shareUrl('whatsapp', link, 'Cup')).toBe('https://wa.me/?text=Cup%20https%3A%2F%2Fportal.example%2Fen%2FNews%2Fsteppe-cup');
    expect(shareUrl('vk', link, 'Cup')).toBe('https://vk.com/share.php?url=https%3A%2F%2Fportal.example%2Fen%2FNews%2Fsteppe-cup&title=Cup');
    expect(shareUrl('x', link, 'Cup')).toBe('https://x.com/intent/post?url=https%3A%2F%2Fportal.example%2Fen%2FNews%2Fsteppe-cup&text=Cup');
  });
});
