import { FLUID_IMAGE_WIDTHS, IMAGE_VARIANT_WIDTHS, isImageVariantFormat, isVectorImage, snapImageWidth, variantWidthFor } from './image-widths';

describe('image variant widths', () => {
  it('offers every breakpoint at densities 1 and 2 for fluid images', () => {
    expect(FLUID_IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('adds the 1x/2x ladder of fixed-size logos and avatars', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([48, 96, 128, 192, 256, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('keeps allowed widths and snaps others up to the next allowed one', () => {
    expect(snapImageWidth(640)).toBe(640);
    expect(snapImageWidth(32)).toBe(48);
    expect(snapImageWidth(80)).toBe(96);
    expect(snapImageWidth(1)).toBe(48);
    expect(snapImageWidth(700)).toBe(768);
  });

  it('refuses zero, fractions and widths above the largest', () => {
    expect(snapImageWidth(0)).toBeNull();
    expect(snapImageWidth(-5)).toBeNull();
    expect(snapImageWidth(10.5)).toBeNull();
    expect(snapImageWidth(Number.NaN)).toBeNull();
    expect(snapImageWidth(3073)).toBeNull();
  });

  it('serves every fixed size the UI shows (24 to 128 px) at 1x and 2x', () => {
    for (const size of [24, 28, 32, 36, 40, 48, 56, 64, 72, 88, 96, 112, 128]) {
      expect(snapImageWidth(size)).not.toBeNull();
      expect(snapImageWidth(size * 2)).not.toBeNull();
    }
  });

  it('asks URLs for the snapped width, the largest when more is wanted', () => {
    expect(variantWidthFor(40)).toBe(48);
    expect(variantWidthFor(95.2)).toBe(96);
    expect(variantWidthFor(5000)).toBe(3072);
  });

  it('knows the formats and vector images', () => {
    expect(isImageVariantFormat('webp')).toBe(true);
    expect(isImageVariantFormat('avif')).toBe(false);
    expect(isVectorImage('/media/demo/teams/wolves.svg')).toBe(true);
    expect(isVectorImage('/media/demo/a.SVG?v=1')).toBe(true);
    expect(isVectorImage('/media/u/abcdefghijklmnop.png')).toBe(false);
  });
});
