import { streamEmbedUrl } from './embed';

describe('streamEmbedUrl', () => {
  it('embeds YouTube videos and Twitch channels', () => {
    expect(streamEmbedUrl('youtube', 'CAMasters26', 'portal.example')).toBe('https://www.youtube.com/embed/CAMasters26?autoplay=1&mute=1');
    expect(streamEmbedUrl('twitch', 'bosphorusgaming', 'portal.example')).toBe('https://player.twitch.tv/?channel=bosphorusgaming&parent=portal.example&muted=true');
  });
  it('offers no embed for the other platforms and escapes ids', () => {
    expect(streamEmbedUrl('tiktok', 'steppe.scrims', 'portal.example')).toBeNull();
    expect(streamEmbedUrl('youtube', 'a/b?c', 'x')).toBe('https://www.youtube.com/embed/a%2Fb%3Fc?autoplay=1&mute=1');
  });
});
