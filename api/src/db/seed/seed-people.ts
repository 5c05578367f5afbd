import { eq } from 'drizzle-orm';
import { GAMES, IN_GAME_ROLES, TEAM_SPEAK_LANGUAGES, type GameKey, type Locale } from '@portal/shared/constants';
import { API_PATHS, API_PREFIX } from '@portal/shared/contracts';
import { DEMO_AVATARS, demoMediaPaths, demoMediaUrl } from '../../media/demo-media-paths';
import { hashPassword } from '../password-hash';
import { gameProfiles, mediaFiles, phones, socialAccounts, userBans, userDocuments, userRoles, users } from '../schema';
import { type SeedContext, required } from './context';
import { demoDocumentPdf } from './demo-document';
import { DEMO_ACCOUNTS, GENERATED_PLAYER_PASSWORD, type DemoAccount } from './demo-accounts';
import { COUNTRY_OF_ORIGIN, FIRST_NAMES, LAST_NAMES, TAG_SUFFIXES, type Origin } from './names';

/** Players of the demo: generated ones plus the documented demo accounts. */
export const GENERATED_PLAYERS = 110;

export interface SeededPlayer {
  id: number;
  username: string;
  origin: Origin;
  /** The game the player mainly plays (their teams are of this game); null for accounts with none. */
  game: GameKey | null;
  demo: DemoAccount['key'] | null;
}

const ORIGINS: readonly Origin[] = ['kz', 'kz', 'kz', 'kz', 'kz', 'kz', 'kz', 'uz', 'uz', 'uz', 'uz', 'uz', 'kg', 'kg', 'kg', 'ru', 'ru', 'ru', 'tr', 'tr'];
const LOCALE_OF: Record<Origin, readonly Locale[]> = { kz: ['kk', 'ru'], uz: ['uz', 'ru'], kg: ['ru'], ru: ['ru'], tr: ['tr', 'en'] };
const DEVICES = ['iPhone 15 Pro', 'iPhone 13', 'Poco X6 Pro', 'Samsung S24 Ultra', 'Redmi Note 13', 'iPad Air', 'ROG Phone 8', 'Xiaomi 14'];

const PHONE_PATTERNS: Record<Origin, { prefix: string; countryCode: string; numberCode: string; digits: number }> = {
  kz: { prefix: '+7707', countryCode: 'kz', numberCode: '7', digits: 7 },
  uz: { prefix: '+99890', countryCode: 'uz', numberCode: '998', digits: 7 },
  kg: { prefix: '+996555', countryCode: 'kg', numberCode: '996', digits: 6 },
  ru: { prefix: '+7916', countryCode: 'ru', numberCode: '7', digits: 7 },
  tr: { prefix: '+90532', countryCode: 'tr', numberCode: '90', digits: 7 },
};

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function uniqueName(taken: Set<string>, base: string): string {
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}${n}`;
  taken.add(name.toLowerCase());
  return name;
}

interface PlannedUser {
  row: typeof users.$inferInsert;
  origin: Origin;
  game: GameKey | null;
  demo: DemoAccount | null;
}

function planUsers(ctx: SeedContext, genericHash: string, demoHashes: Map<string, string>): PlannedUser[] {
  const { prng } = ctx;
  const usernames = new Set<string>();
  const slugs = new Set<string>();
  const planned: PlannedUser[] = [];
  for (const account of DEMO_ACCOUNTS) {
    usernames.add(account.username.toLowerCase());
    slugs.add(account.slug);
    const origin: Origin = account.phone?.startsWith('+998') ? 'uz' : account.key === 'streamer' ? 'tr' : account.key === 'banned' ? 'ru' : account.key === 'newbie' ? 'kg' : 'kz';
    planned.push({
      origin,
      game: account.game,
      demo: account,
      row: {
        slug: account.slug,
        username: account.username,
        email: account.email,
        emailVerifiedAt: ctx.at(-200),
        passwordHash: demoHashes.get(account.key) ?? null,
        birthday: '2001-04-12',
        countryId: required(ctx.ids.countries, COUNTRY_OF_ORIGIN[origin]),
        countryVerified: account.key !== 'newbie',
        locale: 'ru',
        createdAt: account.key === 'newbie' ? ctx.at(-1) : ctx.at(-300),
        lastLoginAt: ctx.at(-1, 9),
      },
    });
  }
  for (let i = 0; i < GENERATED_PLAYERS; i++) {
    const origin = prng.pick(ORIGINS);
    const first = prng.pick(FIRST_NAMES[origin]);
    const last = prng.pick(LAST_NAMES[origin]);
    const username = uniqueName(usernames, `${first}${prng.pick(TAG_SUFFIXES)}`);
    const slug = uniqueName(slugs, slugify(`${first}-${last}`));
    const hasAvatar = prng.chance(0.6);
    // One picture in every size: the demo's avatars are SVG.
    const avatar = demoMediaUrl(demoMediaPaths.avatar((i % DEMO_AVATARS) + 1));
    planned.push({
      origin,
      game: prng.chance(0.6) ? 'pubg' : 'mlbb',
      demo: null,
      row: {
        slug,
        username,
        email: `${slug.replace(/-/g, '.')}@mail.example`,
        emailVerifiedAt: prng.chance(0.8) ? ctx.at(-prng.int(30, 400)) : null,
        passwordHash: genericHash,
        birthday: `${prng.int(1994, 2008)}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`,
        countryId: required(ctx.ids.countries, COUNTRY_OF_ORIGIN[origin]),
        countryVerified: prng.chance(0.5),
        avatarOriginalUrl: hasAvatar ? avatar : null,
        avatarWebpUrl: hasAvatar ? avatar : null,
        avatarSmallWebpUrl: hasAvatar ? avatar : null,
        locale: prng.pick(LOCALE_OF[origin]),
        createdAt: ctx.at(-prng.int(20, 700)),
        lastLoginAt: ctx.at(-prng.int(0, 20), prng.int(0, 23)),
      },
    });
  }
  return planned;
}

function gameProfileRow(ctx: SeedContext, userId: number, username: string, key: GameKey, extended: boolean): typeof gameProfiles.$inferInsert {
  const { prng } = ctx;
  const base = { userId, gameId: GAMES[key].id, nick: username, gameAccountId: key === 'pubg' ? prng.digits(10) : prng.digits(9), level: key === 'pubg' ? prng.int(12, 80) : prng.int(1, 30) };
  if (!extended) return base;
  const code = () => Array.from({ length: 5 }, () => prng.digits(4)).join('-');
  return {
    ...base,
    aboutMe: prng.pick(['Играю с 2019 года, ищу сильную команду.', 'Турниры по вечерам, голосовая связь обязательна.', 'Main sniper, calm comms.', 'Команда бірге жеңеді.', "Jamoa bilan har kuni mashq qilaman."]),
    experience: `${prng.int(2018, 2023)}-0${prng.int(1, 9)}-01`,
    teamMemberRoles: prng.sample(IN_GAME_ROLES[key], prng.int(1, 2)),
    teamSpeak: prng.sample(TEAM_SPEAK_LANGUAGES, prng.int(1, 2)),
    keybind: key === 'pubg' ? code() : null,
    sensitivity: key === 'pubg' ? code() : null,
    highlights: prng.chance(0.5) ? `https://www.youtube.com/watch?v=${prng.digits(4)}demo${prng.digits(3)}` : `https://www.tiktok.com/@${username.toLowerCase()}`,
    device: prng.pick(DEVICES),
  };
}

/** Users with roles, bans, social accounts, phones, game profiles and documents (some missing on purpose). */
export async function seedPeople(ctx: SeedContext): Promise<SeededPlayer[]> {
  const { tx, prng } = ctx;
  const genericHash = await hashPassword(GENERATED_PLAYER_PASSWORD);
  const demoHashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    demoHashes.set(account.key, account.password === GENERATED_PLAYER_PASSWORD ? genericHash : await hashPassword(account.password));
  }
  const planned = planUsers(ctx, genericHash, demoHashes);
  const inserted = await tx.insert(users).values(planned.map((p) => p.row)).returning({ id: users.id });
  const players: SeededPlayer[] = planned.map((p, i) => ({
    id: inserted[i]?.id ?? 0,
    username: p.row.username,
    origin: p.origin,
    game: p.game,
    demo: p.demo?.key ?? null,
  }));

  const roleRows = planned.flatMap((p, i) => (p.demo?.roles ?? ['player']).map((role) => ({ userId: players[i]?.id ?? 0, roleId: required(ctx.ids.roles, role) })));
  await tx.insert(userRoles).values(roleRows);

  const social: (typeof socialAccounts.$inferInsert)[] = [];
  const phoneRows: (typeof phones.$inferInsert)[] = [];
  const profiles: (typeof gameProfiles.$inferInsert)[] = [];
  const documents: (typeof userDocuments.$inferInsert)[] = [];
  const documentFiles: Buffer[] = [];
  players.forEach((player, i) => {
    const plan = planned[i] as PlannedUser;
    const isNewbie = player.demo === 'newbie';
    // Onboarding step 0 (a Telegram or Discord account): most players have one, some do not.
    if (!isNewbie && (player.demo !== null || prng.chance(0.8))) {
      const provider = player.demo === 'manager' || prng.chance(0.4) ? 'discord' : 'telegram';
      social.push({
        userId: player.id,
        provider,
        providerUserId: prng.digits(provider === 'telegram' ? 9 : 18),
        primary: true,
        data: provider === 'telegram' ? { username: player.username.toLowerCase(), first_name: player.username } : { username: player.username.toLowerCase(), global_name: player.username },
        verifiedAt: ctx.at(-prng.int(5, 200)),
      });
      if (prng.chance(0.25)) social.push({ userId: player.id, provider: 'google', providerUserId: prng.digits(21), primary: false, data: { email: plan.row.email }, verifiedAt: ctx.at(-prng.int(5, 200)) });
    }
    const demoPhone = plan.demo?.phone ?? null;
    if (demoPhone || (!plan.demo && prng.chance(0.6))) {
      const pattern = PHONE_PATTERNS[player.origin];
      const phone = demoPhone ?? `${pattern.prefix}${prng.digits(pattern.digits)}`;
      const fromDemo = demoPhone !== null;
      phoneRows.push({
        userId: player.id,
        phone,
        countryCode: fromDemo ? (phone.startsWith('+998') ? 'uz' : phone.startsWith('+79') ? 'ru' : 'kz') : pattern.countryCode,
        numberCode: fromDemo ? (phone.startsWith('+998') ? '998' : '7') : pattern.numberCode,
        messenger: prng.chance(0.5) ? 'whatsapp' : 'telegram',
        verifiedAt: ctx.at(-prng.int(1, 300)),
      });
      social.push({ userId: player.id, provider: 'phone', providerUserId: phone, primary: false, data: { phone }, verifiedAt: ctx.at(-prng.int(1, 300)) });
    }
    if (player.game && (player.demo !== null || prng.chance(0.9))) {
      profiles.push(gameProfileRow(ctx, player.id, player.username, player.game, player.demo !== null || prng.chance(0.5)));
      if (!player.demo && prng.chance(0.15)) profiles.push(gameProfileRow(ctx, player.id, player.username, player.game === 'pubg' ? 'mlbb' : 'pubg', false));
    }
    // Documents: the demo player has none (to show the hint); about half of the others have one.
    if (player.demo === 'captain' || player.demo === 'manager' || (!plan.demo && prng.chance(0.5))) {
      // The size drawn is kept so the rest of the world stays the same; the stored file is the demo PDF.
      prng.int(120_000, 900_000);
      const pdf = demoDocumentPdf(player.username);
      documents.push({
        userId: player.id,
        fileUrl: '',
        originalName: 'passport.pdf',
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        privacyPolicyRead: true,
        status: prng.chance(0.8) ? 'approved' : 'pending',
      });
      documentFiles.push(pdf);
    }
  });
  await tx.insert(socialAccounts).values(social);
  await tx.insert(phones).values(phoneRows);
  await tx.insert(gameProfiles).values(profiles);
  // Documents are private files: their bytes in media_files, read through GET /api/user-document/{id}/file.
  const media = await tx
    .insert(mediaFiles)
    .values(documentFiles.map((content, i) => ({ key: `demo-document-${String(i + 1).padStart(4, '0')}.pdf`, ownerId: documents[i]?.userId ?? null, purpose: 'document', visibility: 'private', mimeType: 'application/pdf', sizeBytes: content.length, content })))
    .returning({ id: mediaFiles.id });
  const storedDocuments = await tx
    .insert(userDocuments)
    .values(documents.map((document, i) => ({ ...document, mediaFileId: media[i]?.id ?? null })))
    .returning({ id: userDocuments.id });
  for (const { id } of storedDocuments) await tx.update(userDocuments).set({ fileUrl: API_PREFIX + API_PATHS.userDocumentFile(id) }).where(eq(userDocuments.id, id));

  const banned = players.find((p) => p.demo === 'banned');
  const admin = players.find((p) => p.demo === 'admin');
  if (banned) {
    await tx.insert(userBans).values([
      { userId: banned.id, scope: 'comments', reason: 'Оскорбления в комментариях', bannedById: admin?.id ?? null, startsAt: ctx.at(-2), expiresAt: ctx.at(28) },
      { userId: banned.id, scope: 'chats', reason: 'Спам в чате группы', bannedById: admin?.id ?? null, startsAt: ctx.at(-40), expiresAt: ctx.at(-10) },
    ]);
  }
  return players;
}
