import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/**
 * Preview cards from SVG to PNG with resvg, whose text is set in the DejaVu Sans shipped by the
 * dejavu-fonts-ttf package (regular and bold): the machine's fonts are never read, so a card looks the
 * same on every host and has every letter of ru, kk, en, uz and tr (Kazakh ә ғ қ ң ө ұ ү һ і, Uzbek oʻ gʻ,
 * Turkish ğ ı ş İ). Pictures in a card are embedded as data: URLs, re-encoded by sharp first.
 */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = [join(FONT_DIR, 'DejaVuSans.ttf'), join(FONT_DIR, 'DejaVuSans-Bold.ttf')];

export function cardPng(svg: string): Buffer {
  const resvg = new Resvg(svg, { font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } });
  return resvg.render().asPng();
}

/**
 * A picture (any format sharp reads) as a PNG data: URL, cropped to fill `width` x `height`; null when the
 * bytes are no picture.
 */
export async function embeddedPicture(bytes: Buffer, width: number, height: number): Promise<string | null> {
  try {
    const png = await sharp(bytes, { limitInputPixels: 40_000_000 }).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 6 }).toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
