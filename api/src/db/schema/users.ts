import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES, SOCIAL_PROVIDERS } from '@portal/shared/constants';
import { DOCUMENT_STATUSES, USER_ROLE_NAMES } from '@portal/shared/contracts';
import { createdAt, id, moment, oneOf, updatedAt } from './columns';
import { mediaFiles } from './media';
import { countries, timezones } from './reference';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Public profile path /user/{slug}; a user without one is addressed by id. */
    slug: text('slug'),
    username: text('username').notNull(),
    email: text('email'),
    emailVerifiedAt: moment('email_verified_at'),
    /** argon2id; null for accounts created through a social provider or a phone only. */
    passwordHash: text('password_hash'),
    birthday: date('birthday', { mode: 'string' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    countryVerified: boolean('country_verified').notNull().default(false),
    /** IANA name of the player's timezone (the settings' choice among GET /timezones). */
    timezone: text('timezone').references(() => timezones.name, { onDelete: 'set null' }),
    avatarOriginalUrl: text('avatar_original_url'),
    avatarWebpUrl: text('avatar_webp_url'),
    avatarSmallWebpUrl: text('avatar_small_webp_url'),
    locale: text('locale').notNull().default('ru'),
    /** Public-profile switches the settings page sends as 1/0 flags, e.g. { show_teams: true }. */
    publicSettings: jsonb('public_settings').$type<Record<string, boolean>>().notNull().default({}),
    /** Match times (reminders, game time changes) also go to the player's linked Telegram; off by default. */
    telegramMatchTimes: boolean('telegram_match_times').notNull().default(false),
    lastLoginAt: moment('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_slug_unique').on(t.slug),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_slug_shape', sql`${t.slug} ~ '^[A-Za-z0-9_]+(-[A-Za-z0-9_]+)*$' and ${t.slug} !~ '^[0-9]+$'`),
    check('users_username_length', sql`char_length(${t.username}) between 2 and 50`),
    check('users_email_shape', sql`${t.email} ~ '^[^@\\s]+@[^@\\s]+$'`),
    check('users_locale_check', oneOf(t.locale, LOCALES)),
    // Substring search of players by name: a trigram index serves lower(username) LIKE '%part%'.
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
  ],
);

export const roles = pgTable(
  'roles',
  { id: id(), name: text('name').notNull() },
  (t) => [uniqueIndex('roles_name_unique').on(t.name), check('roles_name_check', oneOf(t.name, USER_ROLE_NAMES))],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const BAN_SCOPES = ['site', 'comments', 'tournaments', 'chats'] as const;

export const userBans = pgTable(
  'user_bans',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull().default('site'),
    reason: text('reason'),
    bannedById: integer('banned_by_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: moment('starts_at').notNull().defaultNow(),
    /** Null: until lifted. */
    expiresAt: moment('expires_at'),
    liftedAt: moment('lifted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_bans_user_idx').on(t.userId),
    check('user_bans_scope_check', oneOf(t.scope, BAN_SCOPES)),
    check('user_bans_period', sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.startsAt}`),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The account's id at the provider (Telegram id, Google sub, phone number, ...). */
    providerUserId: text('provider_user_id').notNull(),
    primary: boolean('primary').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>(),
    verifiedAt: moment('verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('social_accounts_provider_check', oneOf(t.provider, SOCIAL_PROVIDERS)),
    uniqueIndex('social_accounts_provider_account_unique').on(t.provider, t.providerUserId),
    /** Kept per user in a map by provider: one account per provider. */
    uniqueIndex('social_accounts_user_provider_unique').on(t.userId, t.provider),
    uniqueIndex('social_accounts_one_primary').on(t.userId).where(sql`${t.primary}`),
  ],
);

export const MESSENGERS = ['whatsapp', 'telegram'] as const;

export const phones = pgTable(
  'phones',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164 without spaces, e.g. +77011234567. */
    phone: text('phone').notNull(),
    /** ISO alpha-2 of the number's country, lower case as the phone inputs use it (kz, uz, ...). */
    countryCode: text('country_code').notNull(),
    /** Calling code, e.g. '7'. */
    numberCode: text('number_code').notNull(),
    messenger: text('messenger'),
    verifiedAt: moment('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('phones_phone_unique').on(t.phone),
    uniqueIndex('phones_user_unique').on(t.userId),
    check('phones_phone_shape', sql`${t.phone} ~ '^\\+[0-9]{7,15}$'`),
    check('phones_country_code_shape', sql`${t.countryCode} ~ '^[a-z]{2}$'`),
    check('phones_messenger_check', sql`${t.messenger} is null or ${oneOf(t.messenger, MESSENGERS)}`),
  ],
);

export const CODE_PURPOSES = ['register', 'login', 'forgot_password', 'change_phone', 'verify_phone', 'attach_whatsapp', 'verify_email'] as const;
export const CODE_CHANNELS = ['whatsapp', 'telegram', 'email', 'sms'] as const;

/** One-time codes: only a hash is kept; request_id is what the client keeps in session storage. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    requestId: text('request_id').notNull(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** Phone (E.164) or e-mail the code was sent to. */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    expiresAt: moment('expires_at').notNull(),
    /** The right code was entered: the code is spent, and its request_id now proves the target for the next step. */
    verifiedAt: moment('verified_at'),
    /** The code, or the proof it gave, was used up (or replaced by a newer code). */
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_codes_request_unique').on(t.requestId),
    index('verification_codes_target_idx').on(t.target, t.purpose),
    check('verification_codes_purpose_check', oneOf(t.purpose, CODE_PURPOSES)),
    check('verification_codes_channel_check', oneOf(t.channel, CODE_CHANNELS)),
    check('verification_codes_attempts_range', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);

/** Opaque bearer tokens: the SHA-256 of the token is stored, never the token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull().default('web'),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    check('auth_tokens_hash_shape', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Links of the e-mail password reset (/password/confirmation/{hash}); hashed like tokens. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash)],
);

/**
 * A player's calendar feed link (docs/architecture.md, module calendar): only the SHA-256 of its token is
 * kept, so a leaked database does not open anyone's feed; a new link replaces the row (the old token stops).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_hash_unique').on(t.tokenHash)],
);

export { DOCUMENT_STATUSES };
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const userDocuments = pgTable(
  'user_documents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** API path of the bytes (GET /api/user-document/{id}/file): documents never have a public URL. */
    fileUrl: text('file_url').notNull(),
    /** The private media file holding the bytes (null for documents whose bytes were never kept here). */
    mediaFileId: integer('media_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    privacyPolicyRead: boolean('privacy_policy_read').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_documents_user_idx').on(t.userId),
    check('user_documents_mime_check', oneOf(t.mimeType, DOCUMENT_MIME_TYPES)),
    check('user_documents_size_positive', sql`${t.sizeBytes} > 0`),
    check('user_documents_policy_read', sql`${t.privacyPolicyRead}`),
    check('user_documents_status_check', oneOf(t.status, DOCUMENT_STATUSES)),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** i18n key of the notification text, e.g. notifications.entry_accepted. */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_unread_idx').on(t.userId, t.readAt)],
);
