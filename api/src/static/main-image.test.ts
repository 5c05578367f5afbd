import { mainImagePreloadTag } from './main-image';

describe('the preload of a page main image', () => {
  it('is refused for a script or data URL, and keeps every other URL inside its attribute', () => {
    expect(mainImagePreloadTag({ src: 'javascript:alert(1)', sizes: '100vw' })).toBe('');
    expect(mainImagePreloadTag({ src: ' data:image/svg+xml,<svg/>', sizes: '100vw' })).toBe('');
    expect(mainImagePreloadTag({ src: 'https://cdn.example/a.svg?x="1"&y=<b>', sizes: '100vw' })).toBe(
      '<link rel="preload" as="image" href="https://cdn.example/a.svg?x=&quot;1&quot;&amp;y=&lt;b&gt;" fetchpriority="high">',
    );
  });
});
