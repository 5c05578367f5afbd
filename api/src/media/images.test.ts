import sharp from 'sharp';
import { encodeImageVariants, ImageRejected } from './images';
import { sniffType } from './sniff';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG whose header claims width x height but holds no pixel data (a decompression bomb's shape). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

const rejection = async (input: Buffer) => {
  try {
    await encodeImageVariants(input);
  } catch (error) {
    if (error instanceof ImageRejected) return error.reason;
    throw error;
  }
  return null;
};

describe('sniffType', () => {
  it('reads the type from the bytes, not from a name', async () => {
    expect(sniffType(await picture(20, 20).png().toBuffer())).toBe('image/png');
    expect(sniffType(await picture(20, 20).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffType(await picture(20, 20).webp().toBuffer())).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.7\n%...'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('just text, named logo.png'))).toBeNull();
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});

describe('encodeImageVariants', () => {
  it('writes original (own format), webp and small_webp, never enlarged, within their sides', async () => {
    const variants = await encodeImageVariants(await picture(3000, 1500).png().toBuffer());
    expect(variants.map((v) => [v.variant, v.mimeType, v.width, v.height])).toEqual([
      ['original', 'image/png', 2048, 1024],
      ['webp', 'image/webp', 1024, 512],
      ['small_webp', 'image/webp', 256, 128],
    ]);
    const small = await encodeImageVariants(await picture(100, 40).jpeg().toBuffer());
    expect(small.map((v) => [v.mimeType, v.width, v.height])).toEqual([
      ['image/jpeg', 100, 40],
      ['image/webp', 100, 40],
      ['image/webp', 100, 40],
    ]);
  });

  it('strips metadata and turns the picture upright by its EXIF orientation', async () => {
    const input = await picture(60, 30)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera 1234' } } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    for (const variant of await encodeImageVariants(input)) {
      const meta = await sharp(variant.content).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([30, 60]);
      expect(variant.content.includes(Buffer.from('secret camera'))).toBe(false);
    }
  });

  it('refuses what is not a PNG, JPEG or WebP picture', async () => {
    expect(await rejection(Buffer.from('hello, I am a text file named logo.png'))).toBe('type');
    expect(await rejection(Buffer.from('%PDF-1.4 not a picture'))).toBe('type');
    expect(await rejection(await picture(20, 20).gif().toBuffer())).toBe('type');
  });

  it('refuses a file that only starts like a picture, a tiny picture and a decompression bomb', async () => {
    const png = await picture(40, 40).png().toBuffer();
    expect(await rejection(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]))).toMatch(/decode|dimensions/);
    expect(await rejection(await picture(8, 8).png().toBuffer())).toBe('dimensions');
    expect(await rejection(pngClaiming(50_000, 50_000))).toMatch(/decode|dimensions/);
  });
});
