import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mediaFiles, type MediaPurpose } from '../db/schema';
import { encodeImageVariants, ImageRejected, type ImageVariantName } from './images';
import { sniffType, type SniffedType } from './sniff';

/** Public uploaded files are served here (the media plugin); the key is the last path segment. */
export const UPLOADS_PREFIX = '/media/u/';

/** The three URLs of a stored picture, named as the API returns them (docs/spec.md section 3, avatar). */
export interface StoredImage {
  original_url: string;
  webp: string;
  small_webp: string;
}

const newKey = (extension: string) => `${randomBytes(16).toString('base64url')}.${extension}`;
export const uploadUrl = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** The key of an uploaded file's URL, or null for anything else (demo pictures, external links). */
export function uploadKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return /^[A-Za-z0-9_-]{16,64}\.(webp|png|jpg|pdf)$/.test(key) ? key : null;
}

const VARIANT_FIELDS: Record<ImageVariantName, keyof StoredImage> = { original: 'original_url', webp: 'webp', small_webp: 'small_webp' };

/**
 * Re-encodes a picture (see encodeImageVariants; throws ImageRejected) and stores its variants as public
 * files. Call it inside the transaction that writes the row pointing at the picture.
 */
export async function storeImage(db: Queryable, input: Buffer, { ownerId, purpose }: { ownerId: number | null; purpose: MediaPurpose }): Promise<StoredImage> {
  const variants = await encodeImageVariants(input);
  const stored = {} as StoredImage;
  const keys = new Map(variants.map((variant) => [variant.variant, newKey(variant.extension)]));
  const originalKey = keys.get('original') ?? null;
  const rows = variants.map((variant) => {
    const key = keys.get(variant.variant) as string;
    stored[VARIANT_FIELDS[variant.variant]] = uploadUrl(key);
    return {
      key,
      // Resized variants of the webp copies are made from the original (see media/variants).
      sourceKey: variant.variant === 'original' ? null : originalKey,
      ownerId,
      purpose,
      visibility: 'public' as const,
      mimeType: variant.mimeType,
      sizeBytes: variant.content.length,
      width: variant.width,
      height: variant.height,
      content: variant.content,
    };
  });
  await db.insert(mediaFiles).values(rows);
  return stored;
}

/** Removes uploaded files by their URLs (a replaced logo, a deleted team); other URLs are ignored. */
export async function deleteUploads(db: Queryable, urls: readonly (string | null | undefined)[]): Promise<void> {
  const keys = urls.map(uploadKeyOf).filter((key): key is string => key !== null);
  if (keys.length > 0) await db.delete(mediaFiles).where(inArray(mediaFiles.key, keys));
}

export interface MediaContent {
  mimeType: string;
  content: Buffer;
  sizeBytes: number;
}

/** A public file by key (what /media/u/{key} serves); private files are never returned here. */
export async function readPublicUpload(db: Queryable, key: string): Promise<MediaContent | null> {
  const [row] = await db
    .select({ mimeType: mediaFiles.mimeType, content: mediaFiles.content, sizeBytes: mediaFiles.sizeBytes })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.key, key), eq(mediaFiles.visibility, 'public')));
  return row ?? null;
}

export class FileRejected extends Error {
  override name = 'FileRejected';
  constructor(readonly reason: 'type' | 'decode' | 'dimensions') {
    super(`file refused: ${reason}`);
  }
}

/**
 * Stores a private file (a player's document): its type read from its bytes must be one of `allowed`;
 * pictures are re-encoded in their own format without metadata, PDFs are kept as sent. Private files are
 * never served at /media/u/: only their feature's endpoint reads them, after checking who asks.
 */
export async function storePrivateFile(
  db: Queryable,
  input: Buffer,
  { ownerId, purpose, allowed }: { ownerId: number | null; purpose: MediaPurpose; allowed: readonly SniffedType[] },
): Promise<{ key: string; mimeType: SniffedType; sizeBytes: number }> {
  const type = sniffType(input);
  if (!type || !allowed.includes(type)) throw new FileRejected('type');
  let content = input;
  let width: number | null = null;
  let height: number | null = null;
  if (type !== 'application/pdf') {
    try {
      const [original] = await encodeImageVariants(input);
      if (!original) throw new FileRejected('decode');
      ({ content, width, height } = original);
    } catch (error) {
      throw error instanceof ImageRejected ? new FileRejected(error.reason) : error;
    }
  }
  const extension = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpg' : 'webp';
  const key = newKey(extension);
  await db.insert(mediaFiles).values({ key, ownerId, purpose, visibility: 'private', mimeType: type, sizeBytes: content.length, width, height, content });
  return { key, mimeType: type, sizeBytes: content.length };
}

/** A private file by key, for its feature's authorized endpoint (which has checked the reader). */
export async function readPrivateUpload(db: Queryable, key: string): Promise<MediaContent | null> {
  const [row] = await db
    .select({ mimeType: mediaFiles.mimeType, content: mediaFiles.content, sizeBytes: mediaFiles.sizeBytes })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.key, key), eq(mediaFiles.visibility, 'private')));
  return row ?? null;
}
