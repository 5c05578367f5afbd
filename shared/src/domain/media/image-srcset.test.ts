import { fluidImagePreload, queryVariantUrl, srcSetWith } from './image-srcset';

describe('image candidates shared by the page and the server', () => {
  it('asks the portal for resized variants of its own images only, never of SVG or other hosts', () => {
    expect(queryVariantUrl('/media/u/a.jpg', { width: 700, format: 'webp' })).toBe('/media/u/a.jpg?w=768&f=webp');
    expect(queryVariantUrl('/media/u/a.svg', { width: 320 })).toBeNull();
    expect(queryVariantUrl('https://cdn.example/a.jpg', { width: 320 })).toBeNull();
    expect(queryVariantUrl('https://portal.example/a.jpg', { width: 320 }, 'https://portal.example')).toBe('https://portal.example/a.jpg?w=320');
    expect(srcSetWith((src, { width }) => `${src}@${width}`, '/a.png', { width: 48 })).toBe('/a.png@48 1x, /a.png@96 2x');
  });

  it("preloads a fluid image's webp candidates, a webp's own ones, and a file without variants as it is", () => {
    const sizes = '(min-width: 1024px) 720px, 100vw';
    const jpg = fluidImagePreload('/media/u/cup.jpg', sizes);
    expect(jpg).toMatchObject({ href: '/media/u/cup.jpg', sizes, type: 'image/webp' });
    expect(jpg.srcset?.split(', ')[0]).toBe('/media/u/cup.jpg?w=320&f=webp 320w');
    const webp = fluidImagePreload('/media/u/cup.webp', sizes);
    expect(webp.type).toBeUndefined();
    expect(webp.srcset?.split(', ')[0]).toBe('/media/u/cup.webp?w=320 320w');
    expect(fluidImagePreload('/media/demo/cover.svg', sizes)).toEqual({ href: '/media/demo/cover.svg' });
    expect(fluidImagePreload('https://cdn.example/cover.jpg', sizes)).toEqual({ href: 'https://cdn.example/cover.jpg' });
  });
});
