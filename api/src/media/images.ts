import sharp from 'sharp';
import { IMAGE_TYPES, sniffType, type SniffedType } from './sniff';

/**
 * Re-encodes an uploaded picture: its type is read from its bytes (PNG, JPEG or WebP), it is decoded
 * fully (a file that only starts like an image is refused), turned upright by its EXIF orientation and
 * written again without any metadata (no GPS position or camera serial leaves the server). Three
 * variants, named as the API returns them: `original` (its own format, at most 2048 px a side), `webp`
 * (at most 1024 px) and `small_webp` (at most 256 px). Never enlarged.
 */
export type ImageVariantName = 'original' | 'webp' | 'small_webp';

export interface EncodedImage {
  variant: ImageVariantName;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
  content: Buffer;
}

export type ImageRejection = 'type' | 'decode' | 'dimensions';

export class ImageRejected extends Error {
  override name = 'ImageRejected';
  constructor(readonly reason: ImageRejection) {
    super(`image refused: ${reason}`);
  }
}

const VARIANT_SIDES: Record<ImageVariantName, number> = { original: 2048, webp: 1024, small_webp: 256 };
/** Decompression bombs: a 2 MB PNG can claim 50,000 x 50,000 pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const MIN_SIDE = 16;

sharp.cache(false);
sharp.concurrency(1);

interface Decoded {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Decodes the upload once: upright, at most the largest variant's side, as raw pixels. Every variant is
 * encoded from these (at most 2048 x 2048), so a large upload is decoded one time, not once per variant.
 */
async function decodeOnce(input: Buffer): Promise<Decoded> {
  const side = VARIANT_SIDES.original;
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function encode(decoded: Decoded, variant: ImageVariantName, type: SniffedType): Promise<EncodedImage> {
  const side = VARIANT_SIDES[variant];
  const pipeline = sharp(decoded.pixels, { raw: decoded.raw }).resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const keep = variant === 'original' ? type : 'image/webp';
  const encoded =
    keep === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : keep === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : pipeline.webp({ quality: variant === 'small_webp' ? 75 : 82 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const mimeType = keep as EncodedImage['mimeType'];
  const extension = mimeType === 'image/png' ? 'png' : mimeType === 'image/jpeg' ? 'jpg' : 'webp';
  return { variant, mimeType, extension, width: info.width, height: info.height, content: data };
}

export async function encodeImageVariants(input: Buffer): Promise<EncodedImage[]> {
  const type = sniffType(input);
  if (!type || !IMAGE_TYPES.includes(type)) throw new ImageRejected('type');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  } catch {
    throw new ImageRejected('decode');
  }
  if (!meta.width || !meta.height) throw new ImageRejected('decode');
  if (meta.width < MIN_SIDE || meta.height < MIN_SIDE || meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected('dimensions');
  try {
    const decoded = await decodeOnce(input);
    const variants: ImageVariantName[] = ['original', 'webp', 'small_webp'];
    return await Promise.all(variants.map((variant) => encode(decoded, variant, type)));
  } catch {
    throw new ImageRejected('decode');
  }
}

export type VariantFormat = 'webp' | 'png' | 'jpeg';

export const formatOfMimeType = (mimeType: string): VariantFormat | null =>
  mimeType === 'image/webp' ? 'webp' : mimeType === 'image/png' ? 'png' : mimeType === 'image/jpeg' ? 'jpeg' : null;

export const mimeTypeOfFormat = (format: VariantFormat): EncodedImage['mimeType'] => `image/${format}`;

export interface ResizedImage {
  width: number;
  height: number;
  content: Buffer;
}

/**
 * A resized copy of a stored picture (already upright and without metadata): `width` px wide (the height
 * follows), never enlarged, encoded as `format`. The same pixel cap as at upload bounds the decoding.
 */
export async function resizeImage(input: Buffer, width: number, format: VariantFormat): Promise<ResizedImage> {
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'png' ? pipeline.png({ compressionLevel: 9 }) : format === 'jpeg' ? pipeline.jpeg({ quality: 82, mozjpeg: true }) : pipeline.webp({ quality: 80 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, content: data };
}
