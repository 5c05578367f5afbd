import { and, eq } from 'drizzle-orm';
import { IMAGE_FORMAT_PARAM, IMAGE_WIDTH_PARAM, isImageVariantFormat, snapImageWidth, type ImageVariantFormat } from '@portal/shared/domain';
import type { Queryable } from '../db/client';
import { mediaFiles, mediaVariants } from '../db/schema';
import { formatOfMimeType, mimeTypeOfFormat, resizeImage, type VariantFormat } from './images';
import type { MediaContent } from './store';

/**
 * Resized copies of public pictures: /media/u/{key}?w=<width>&f=webp. The width follows the shared rule
 * (domain/media/image-widths: snapped up to an allowed width, refused above the largest), the format is
 * webp or, without `f`, the asked file's own. A copy is made from the picture's stored `original` (the
 * webp copies point at it), never wider than it, once: it is kept in media_variants and every later
 * request reads it from there. Private files are never served.
 */
export interface VariantWanted {
  /** Allowed width, or null for the source's full width (only `f` given). */
  width: number | null;
  format: ImageVariantFormat | null;
}

/** The variant asked for by a query: null when it asks for none (the file as is), 'invalid' for a bad one (400). */
export function variantOfQuery(query: Record<string, unknown>): VariantWanted | null | 'invalid' {
  const w = query[IMAGE_WIDTH_PARAM];
  const f = query[IMAGE_FORMAT_PARAM];
  if (w === undefined && f === undefined) return null;
  if ((w !== undefined && typeof w !== 'string') || (f !== undefined && typeof f !== 'string')) return 'invalid';
  let width: number | null = null;
  if (w !== undefined) {
    if (!/^[0-9]{1,5}$/.test(w)) return 'invalid';
    width = snapImageWidth(Number(w));
    if (width === null) return 'invalid';
  }
  if (f !== undefined && !isImageVariantFormat(f)) return 'invalid';
  return { width, format: f ?? null };
}

interface FileHead {
  key: string;
  mimeType: string;
  width: number | null;
  sourceKey: string | null;
}

const head = async (db: Queryable, key: string): Promise<FileHead | null> =>
  (
    await db
      .select({ key: mediaFiles.key, mimeType: mediaFiles.mimeType, width: mediaFiles.width, sourceKey: mediaFiles.sourceKey })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.key, key), eq(mediaFiles.visibility, 'public')))
  )[0] ?? null;

const contentOf = async (db: Queryable, key: string): Promise<MediaContent | null> =>
  (
    await db
      .select({ mimeType: mediaFiles.mimeType, content: mediaFiles.content, sizeBytes: mediaFiles.sizeBytes })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.key, key), eq(mediaFiles.visibility, 'public')))
  )[0] ?? null;

/** Copies being made in this process: concurrent first requests for one copy wait for the same work. */
const inFlight = new Map<string, Promise<MediaContent | null>>();

/** Makes a copy and keeps it; a copy kept meanwhile by another request or instance stays (on conflict do nothing). */
export async function makeVariant(db: Queryable, sourceKey: string, width: number, format: VariantFormat): Promise<MediaContent | null> {
  const source = await contentOf(db, sourceKey);
  if (!source) return null;
  const resized = await resizeImage(source.content, width, format);
  // Another request (or instance) may have stored it meanwhile: the first row stays, both answers are equal.
  await db
    .insert(mediaVariants)
    .values({ key: sourceKey, width: resized.width, height: resized.height, format, sizeBytes: resized.content.length, content: resized.content })
    .onConflictDoNothing({ target: [mediaVariants.key, mediaVariants.width, mediaVariants.format] });
  return { mimeType: mimeTypeOfFormat(format), content: resized.content, sizeBytes: resized.content.length };
}

/** The public picture `key` as asked by `wanted`: a stored file, a kept copy or a copy made now; null when there is none. */
export async function readPublicVariant(db: Queryable, key: string, wanted: VariantWanted): Promise<MediaContent | null> {
  const file = await head(db, key);
  if (!file) return null;
  const fileFormat = formatOfMimeType(file.mimeType);
  if (!fileFormat || !file.width) return contentOf(db, key);
  const original = file.sourceKey ? await head(db, file.sourceKey) : null;
  const source = original?.width && formatOfMimeType(original.mimeType) ? original : file;
  const sourceWidth = source.width as number;
  const format: VariantFormat = wanted.format ?? fileFormat;
  const width = Math.min(wanted.width ?? sourceWidth, sourceWidth);
  // Stored files that already are what is asked for are served as they are.
  for (const candidate of [source, file]) {
    if (candidate.width === width && formatOfMimeType(candidate.mimeType) === format) return contentOf(db, candidate.key);
  }
  const [kept] = await db
    .select({ content: mediaVariants.content, sizeBytes: mediaVariants.sizeBytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.key, source.key), eq(mediaVariants.width, width), eq(mediaVariants.format, format)));
  if (kept) return { mimeType: mimeTypeOfFormat(format), content: kept.content, sizeBytes: kept.sizeBytes };
  const id = `${source.key}:${width}:${format}`;
  let work = inFlight.get(id);
  if (!work) {
    work = makeVariant(db, source.key, width, format).finally(() => inFlight.delete(id));
    inFlight.set(id, work);
  }
  return work;
}
