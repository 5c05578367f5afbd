import { youtubeVideoId } from './youtube';

describe('youtube_link (spec section 3)', () => {
  it('keeps only the last path segment', () => {
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/live/abc123?si=share')).toBe('abc123');
    expect(youtubeVideoId('https://www.youtube.com/embed/xyz/')).toBe('xyz');
    expect(youtubeVideoId('https://www.youtube.com/shorts/q1#t=3')).toBe('q1');
    expect(youtubeVideoId('abc123')).toBe('abc123');
  });

  it('takes the v parameter of a watch URL', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/watch?feature=x&v=id2')).toBe('id2');
    expect(youtubeVideoId('https://www.youtube.com/watch')).toBeNull();
  });

  it('gives null for an empty link', () => {
    expect(youtubeVideoId('')).toBeNull();
    expect(youtubeVideoId(null)).toBeNull();
    expect(youtubeVideoId(undefined)).toBeNull();
    expect(youtubeVideoId('https://')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/')).toBeNull();
  });
});
