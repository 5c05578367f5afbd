import { channelLink, isChannelLink, streamEmbedUrl } from './embed';

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

describe('channelLink', () => {
  it('reads a channel pasted without https:// (or with http) as https, and refuses what is not a link', () => {
    expect(channelLink('twitch.tv/ace')).toBe('https://twitch.tv/ace');
    expect(channelLink(' http://www.youtube.com/@ace#top ')).toBe('https://www.youtube.com/@ace');
    expect(channelLink('https://kick.com/ace')).toBe('https://kick.com/ace');
    expect(channelLink('my channel')).toBeNull();
    expect(channelLink('ftp://example.com/x')).toBeNull();
    expect(channelLink('localhost/ace')).toBeNull();
    expect(isChannelLink('twitch.tv/ace')).toBe(true);
  });
});
