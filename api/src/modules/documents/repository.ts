import { asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { mediaFiles, userDocuments } from '../../db/schema';

/** Queries of player documents; their bytes are private media files. */
export type DocumentRow = typeof userDocuments.$inferSelect;

export const documentsOf = (db: Queryable, userId: number) => db.select().from(userDocuments).where(eq(userDocuments.userId, userId)).orderBy(asc(userDocuments.createdAt), asc(userDocuments.id));

export const countDocuments = async (db: Queryable, userId: number) => (await db.select({ total: count() }).from(userDocuments).where(eq(userDocuments.userId, userId)))[0]?.total ?? 0;

export const findDocument = async (db: Queryable, id: number) => (await db.select().from(userDocuments).where(eq(userDocuments.id, id)))[0] ?? null;

export const mediaKeyOf = async (db: Queryable, mediaFileId: number) => (await db.select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.id, mediaFileId)))[0]?.key ?? null;

export const mediaIdOfKey = async (db: Queryable, key: string) => (await db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.key, key)))[0]?.id ?? null;

export async function insertDocument(db: Queryable, values: Omit<typeof userDocuments.$inferInsert, 'fileUrl'>, fileUrlOf: (id: number) => string): Promise<DocumentRow> {
  // The path of the bytes names the row's id: the row is written, then given its path.
  const [row] = await db.insert(userDocuments).values({ ...values, fileUrl: '' }).returning({ id: userDocuments.id });
  if (!row) throw new Error('document insert returned nothing');
  const [stored] = await db.update(userDocuments).set({ fileUrl: fileUrlOf(row.id) }).where(eq(userDocuments.id, row.id)).returning();
  if (!stored) throw new Error('document update returned nothing');
  return stored;
}

export async function deleteDocument(db: Queryable, document: DocumentRow): Promise<void> {
  await db.delete(userDocuments).where(eq(userDocuments.id, document.id));
  if (document.mediaFileId !== null) await db.delete(mediaFiles).where(eq(mediaFiles.id, document.mediaFileId));
}
