import { parseStreamLink } from './link';

describe('parseStreamLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/live/dQw4w9WgXcQ?feature=share', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.twitch.tv/SteppeCasts', 'twitch', 'steppecasts'],
    ['https://kick.com/almaty_live/', 'kick', 'almaty_live'],
    ['https://trovo.live/s/TashkentPlays', 'trovo', 'tashkentplays'],
    ['https://trovo.live/TashkentPlays', 'trovo', 'tashkentplays'],
    ['https://www.tiktok.com/@steppe.scrims/live', 'tiktok', 'steppe.scrims'],
    ['  https://www.tiktok.com/@steppe.scrims  ', 'tiktok', 'steppe.scrims'],
    ['youtube.com/live/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['www.twitch.tv/SteppeCasts', 'twitch', 'steppecasts'],
    ['http://www.twitch.tv/steppecasts', 'twitch', 'steppecasts'],
  ])('reads %s', (link, platform, id) => {
    expect(parseStreamLink(link)).toMatchObject({ platform, embed_id: id });
  });

  it.each([
    'https://user:pw@twitch.tv/steppecasts',
    'https://twitch.tv:8443/steppecasts',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://www.twitch.tv/',
    'https://www.twitch.tv/a/b',
    'https://www.twitch.tv/no spaces',
    'https://www.tiktok.com/steppe',
    'https://www.tiktok.com/@steppe/video/123',
    'https://example.com/live',
    'javascript:alert(1)',
    'ftp://twitch.tv/steppecasts',
    'example.com/live',
    'not a link',
  ])('refuses %s', (link) => {
    expect(parseStreamLink(link)).toBeNull();
  });

  it('stores a link pasted without its scheme, or with http, as https', () => {
    expect(parseStreamLink('twitch.tv/steppecasts')?.url).toBe('https://twitch.tv/steppecasts');
    expect(parseStreamLink('http://kick.com/almaty_live')?.url).toBe('https://kick.com/almaty_live');
  });

  it('drops the fragment of the stored link', () => {
    expect(parseStreamLink('https://www.twitch.tv/steppecasts#chat')?.url).toBe('https://www.twitch.tv/steppecasts');
  });
});
