import { preferredImageFormat } from '@portal/shared/domain';
import { buildSrcSet, candidateWidths, configureImageUrls, queryImageUrlBuilder, resetImageUrls } from './image-sources';

afterEach(() => resetImageUrls());

describe('image sources', () => {
  it('offers every breakpoint at densities 1 and 2', () => {
    expect(candidateWidths()).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('builds width descriptors for fluid images, in webp when asked', () => {
    const set = buildSrcSet('/storage/news/cup.jpg', { format: 'webp' });
    expect(set?.split(', ')).toEqual(candidateWidths().map((w) => `/storage/news/cup.jpg?w=${w}&f=webp ${w}w`));
  });

  it('builds 1x and 2x for a fixed width, keeping existing query and fragment', () => {
    expect(buildSrcSet('/storage/a.png?v=3#x', { width: 48 })).toBe('/storage/a.png?v=3&w=48#x 1x, /storage/a.png?v=3&w=96#x 2x');
  });

  it('asks for the allowed width above a fixed size (the one the server makes)', () => {
    expect(buildSrcSet('/media/u/abcdefghijklmnop.png', { width: 40, format: 'webp' })).toBe(
      '/media/u/abcdefghijklmnop.png?w=48&f=webp 1x, /media/u/abcdefghijklmnop.png?w=96&f=webp 2x',
    );
    expect(buildSrcSet('/media/u/abcdefghijklmnop.png', { width: 112 })).toBe('/media/u/abcdefghijklmnop.png?w=128 1x, /media/u/abcdefghijklmnop.png?w=256 2x');
  });

  it('builds no srcset for SVG, which is sharp at any size', () => {
    expect(buildSrcSet('/media/demo/teams/wolves.svg')).toBeNull();
    expect(buildSrcSet('/media/demo/teams/wolves.svg', { width: 48, format: 'webp' })).toBeNull();
    expect(preferredImageFormat('/media/demo/teams/wolves.svg')).toBeUndefined();
  });

  it('leaves images of other hosts and data URLs untransformed', () => {
    expect(buildSrcSet('https://cdn.example.com/a.jpg')).toBeNull();
    expect(buildSrcSet('data:image/png;base64,AAAA')).toBeNull();
    expect(queryImageUrlBuilder(`${window.location.origin}/storage/a.jpg`, { width: 320 })).toBe(`${window.location.origin}/storage/a.jpg?w=320`);
    expect(queryImageUrlBuilder(`${window.location.origin}/storage/a.svg`, { width: 320 })).toBeNull();
  });

  it('uses a configured builder', () => {
    configureImageUrls((src, { width, format }) => `https://img.example.com/${width}/${format ?? 'auto'}${src}`);
    expect(buildSrcSet('/a.jpg', { width: 100, format: 'webp' })).toBe('https://img.example.com/100/webp/a.jpg 1x, https://img.example.com/200/webp/a.jpg 2x');
  });

  it('prefers webp unless the source already is webp', () => {
    expect(preferredImageFormat('/a.jpg')).toBe('webp');
    expect(preferredImageFormat('/a.WEBP?x=1')).toBeUndefined();
  });
});
