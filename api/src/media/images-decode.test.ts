import type sharpType from 'sharp';

/** Every sharp pipeline opened, with what it was given (the real sharp does the work). */
const opened: unknown[] = [];
jest.mock('sharp', () => {
  const actual = jest.requireActual<typeof sharpType>('sharp');
  const counting = ((...args: Parameters<typeof sharpType>) => {
    opened.push(args[0]);
    return actual(...args);
  }) as typeof sharpType;
  return Object.assign(counting, actual);
});

import sharp from 'sharp';
import { encodeImageVariants } from './images';

describe('decoding an upload', () => {
  it('decodes the uploaded bytes once for all three variants (the header read aside)', async () => {
    const upload = await sharp({ create: { width: 3000, height: 2000, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
    opened.length = 0;
    const variants = await encodeImageVariants(upload);
    expect(variants.map((v) => [v.variant, v.width, v.height])).toEqual([
      ['original', 2048, 1365],
      ['webp', 1024, 683],
      ['small_webp', 256, 171],
    ]);
    // One pipeline reads the header (metadata), one decodes; the variants start from the decoded pixels.
    expect(opened.filter((input) => input === upload)).toHaveLength(2);
  });
});
