import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { users } from './users';

/** Raw bytes (PostgreSQL bytea); both drivers hand back a Uint8Array-compatible Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const MEDIA_VISIBILITIES = ['public', 'private'] as const;
export type MediaVisibility = (typeof MEDIA_VISIBILITIES)[number];

/** What an upload is for: its limits and who may read it follow from this. */
export const MEDIA_PURPOSES = ['avatar', 'team_logo', 'tournament_logo', 'document', 'chat_image', 'news_cover'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

/**
 * Uploaded files, re-encoded and stored in the database itself: an upload and the row that points at it
 * commit in one transaction (never a file without its row, never a row without its file), and every API
 * instance of a scaled deployment serves every file without a shared volume. Public files are served at
 * /media/u/{key} with immutable caching (a changed picture gets a new key); private ones (documents) only
 * through their feature's authorized endpoint.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    /** Random, URL-safe name of the file including its extension, e.g. 'k3J9...Qw.webp'. */
    key: text('key').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    visibility: text('visibility').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    content: bytea('content').notNull(),
    /**
     * For the webp and small_webp copies of an uploaded picture: the key of its `original`, which resized
     * variants are made from (the best source). Null for originals, private files and older rows; no
     * foreign key, since a copy may outlive its original (a tournament logo keeps only its webp).
     */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_files_key_unique').on(t.key),
    index('media_files_owner_idx').on(t.ownerId),
    check('media_files_key_shape', sql`${t.key} ~ '^[A-Za-z0-9_-]{16,64}\\.(webp|png|jpg|pdf)$'`),
    check('media_files_purpose_check', oneOf(t.purpose, MEDIA_PURPOSES)),
    check('media_files_visibility_check', oneOf(t.visibility, MEDIA_VISIBILITIES)),
    check('media_files_mime_check', oneOf(t.mimeType, MEDIA_MIME_TYPES)),
    check('media_files_size_matches', sql`${t.sizeBytes} = octet_length(${t.content}) and ${t.sizeBytes} > 0`),
  ],
);

export const MEDIA_VARIANT_FORMATS = ['webp', 'png', 'jpeg'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/**
 * Resized copies of public pictures (/media/u/{key}?w=&f=), made once on first request from the file
 * `key` (the original of the asked file) and kept: `width` is the copy's real width (never wider than its
 * source), `format` its encoding. Removed with their source file.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    id: id(),
    key: text('key')
      .notNull()
      .references(() => mediaFiles.key, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_variants_key_width_format_unique').on(t.key, t.width, t.format),
    check('media_variants_format_check', oneOf(t.format, MEDIA_VARIANT_FORMATS)),
    check('media_variants_width_positive', sql`${t.width} > 0 and ${t.height} > 0`),
    check('media_variants_size_matches', sql`${t.sizeBytes} = octet_length(${t.content}) and ${t.sizeBytes} > 0`),
  ],
);
