import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ORGANIZER_MESSAGES as M, type Locale } from '@portal/shared/constants';
import type { ApiPage, OrganizerOptions, OrganizerTournament } from '@portal/shared/contracts';
import { formatPrizeFund, publishProblems, slugFromName, uniqueSlug, youtubeVideoId } from '@portal/shared/domain';
import type { OrganizerStatusOutput, OrganizerTournamentListQuery, OrganizerTournamentOutput } from '@portal/shared/schemas';
import type { Database, Tx } from '../../db/client';
import { stageGroups, stages, tournamentDivisions, tournamentFeatureLinks, tournaments, tournamentStatusChanges } from '../../db/schema';
import { validationFailed } from '../../http/http-error';
import { fileOf, type RequestForm } from '../../http/multipart-form';
import { pageMeta } from '../../http/page-meta';
import { deleteUploads, storeImage } from '../../media/store';
import { ImageRejected } from '../../media/images';
import type { AuthUser } from '../../sessions/bearer';
import { listOwner, managedTournament } from './access';
import { editorChoices, exists, findManaged, formatFor, idsBySlugs, listManaged, organizationOf, slugsLike } from './repository';
import { sanitizeOrganizerText } from '../../services/rich-text/sanitize';
import { toListItem, toManaged, toOptions } from './serializer';

/**
 * Tournament writes of the organiser console. Every write is one transaction: the row, its
 * divisions and features, its logos (stored with it) and the status audit commit together or not at all.
 */
const LOGO_CODES = { type: M.logo_type, decode: M.logo_unreadable, dimensions: M.logo_dimensions } as const;

export async function tournamentById(db: Database | Tx, id: number): Promise<OrganizerTournament> {
  const row = await findManaged(db, id);
  if (!row) throw new Error(`tournament ${id} vanished`);
  return toManaged(row);
}

export async function listMine(db: Database, user: AuthUser, query: OrganizerTournamentListQuery): Promise<ApiPage<ReturnType<typeof toListItem>>> {
  const offset = (query.page - 1) * query.per_page;
  const { rows, total } = await listManaged(db, { ownerId: listOwner(user), limit: query.per_page, offset });
  return { data: rows.map(toListItem), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

export async function options(db: Database, user: AuthUser, locale: Locale): Promise<OrganizerOptions> {
  return toOptions(await editorChoices(db), await organizationOf(db, user.id), locale);
}

/** Checks of the form that need the database: timezone, country and features exist. */
async function referenceErrors(tx: Tx, form: OrganizerTournamentOutput): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (!(await exists(tx, sql`select 1 from timezones where name = ${form.timezone}`))) errors.timezone = [M.timezone_unknown];
  if (form.country_id !== null && !(await exists(tx, sql`select 1 from countries where id = ${form.country_id}`))) errors.country_id = [M.country_unknown];
  const features = await idsBySlugs(tx, 'tournament_features', form.features);
  const unknown = form.features.findIndex((slug) => !features.has(slug));
  if (unknown >= 0) errors[`features.${unknown}`] = [M.feature_unknown];
  return errors;
}

/** Stores an uploaded logo (re-encoded WebP); 422 with the field's code when the picture is refused. */
async function storeLogo(tx: Tx, form: RequestForm, field: 'logo' | 'mobile_logo', ownerId: number): Promise<string | undefined> {
  const file = fileOf(form, field);
  if (!file) return undefined;
  try {
    const stored = await storeImage(tx, file.content, { ownerId, purpose: 'tournament_logo' });
    await deleteUploads(tx, [stored.original_url, stored.small_webp]);
    return stored.webp;
  } catch (error) {
    if (error instanceof ImageRejected) throw validationFailed({ [field]: [LOGO_CODES[error.reason]] });
    throw error;
  }
}

/** Removes replaced logos that no other tournament shows (a duplicate shares its template's). */
async function dropUnusedLogos(tx: Tx, urls: (string | null)[], tournamentId: number): Promise<void> {
  const candidates = urls.filter((url): url is string => url !== null);
  if (candidates.length === 0) return;
  const used = await tx
    .select({ logo: tournaments.logoUrl, mobile: tournaments.mobileLogoUrl })
    .from(tournaments)
    .where(and(ne(tournaments.id, tournamentId), or(inArray(tournaments.logoUrl, candidates), inArray(tournaments.mobileLogoUrl, candidates))));
  const keep = new Set(used.flatMap((row) => [row.logo, row.mobile]));
  await deleteUploads(tx, candidates.filter((url) => !keep.has(url)));
}

const newAccessHash = () => randomBytes(24).toString('base64url');

async function writeLinks(tx: Tx, tournamentId: number, form: OrganizerTournamentOutput): Promise<void> {
  await tx.delete(tournamentDivisions).where(eq(tournamentDivisions.tournamentId, tournamentId));
  await tx.delete(tournamentFeatureLinks).where(eq(tournamentFeatureLinks.tournamentId, tournamentId));
  const divisions = await idsBySlugs(tx, 'divisions', form.divisions);
  const distinctDivisions = [...new Set(form.divisions)];
  await tx.insert(tournamentDivisions).values(distinctDivisions.map((slug) => ({ tournamentId, divisionId: divisions.get(slug) ?? 0 })));
  const features = await idsBySlugs(tx, 'tournament_features', form.features);
  const distinctFeatures = [...new Set(form.features)];
  if (distinctFeatures.length > 0) await tx.insert(tournamentFeatureLinks).values(distinctFeatures.map((slug) => ({ tournamentId, featureId: features.get(slug) ?? 0 })));
}

function columnsOf(form: OrganizerTournamentOutput, formatId: number) {
  return {
    name: form.name,
    gameId: form.game_id,
    formatId,
    countryId: form.country_id,
    timezone: form.timezone,
    startReqTime: new Date(form.start_req_time),
    endRegTime: new Date(form.end_reg_time),
    startTime: new Date(form.start_time),
    endTime: form.end_time === null ? null : new Date(form.end_time),
    slotCount: form.slot_count,
    prizeAmount: form.prize_amount,
    prizeCurrency: form.prize_currency,
    prizeFond: formatPrizeFund(form.prize_amount, form.prize_currency),
    description: sanitizeOrganizerText(form.description),
    nameI18n: form.name_i18n,
    descriptionI18n: Object.fromEntries(Object.entries(form.description_i18n).map(([locale, text]) => [locale, sanitizeOrganizerText(text)])),
    rules: sanitizeOrganizerText(form.rules),
    info: sanitizeOrganizerText(form.info),
    youtubeLink: form.youtube_link === '' ? null : youtubeVideoId(form.youtube_link),
    withComments: form.with_comments,
    withCapChats: form.with_cap_chats,
    updatedAt: new Date(),
  };
}

async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugFromName(name);
  return uniqueSlug(base, await slugsLike(tx, base));
}

/** POST /organizer/tournaments: a draft owned by the caller. */
export async function createTournament(db: Database, user: AuthUser, form: OrganizerTournamentOutput, upload: RequestForm): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const errors = await referenceErrors(tx, form);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const formatId = await formatFor(tx, form.format_min, form.format_max);
    const logo = await storeLogo(tx, upload, 'logo', user.id);
    const mobileLogo = await storeLogo(tx, upload, 'mobile_logo', user.id);
    const [row] = await tx
      .insert(tournaments)
      .values({
        ...columnsOf(form, formatId),
        slug: await freeSlug(tx, form.name),
        ownerId: user.id,
        organizer: await organizationOf(tx, user.id),
        isPublished: false,
        accessHash: form.is_private ? newAccessHash() : null,
        logoUrl: logo ?? null,
        mobileLogoUrl: mobileLogo ?? null,
      })
      .returning({ id: tournaments.id });
    const id = row?.id ?? 0;
    await writeLinks(tx, id, form);
    return tournamentById(tx, id);
  });
}

/** PUT /organizer/tournaments/{id}: the whole form again; logos only when sent. */
export async function updateTournament(db: Database, user: AuthUser, id: number, form: OrganizerTournamentOutput, upload: RequestForm): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    await managedTournament(tx, user, id);
    const errors = await referenceErrors(tx, form);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const [current] = await tx
      .select({ accessHash: tournaments.accessHash, logo: tournaments.logoUrl, mobile: tournaments.mobileLogoUrl, published: tournaments.isPublished })
      .from(tournaments)
      .where(eq(tournaments.id, id));
    if (current?.published) {
      const problems = publishProblems({ start_time: form.start_time }, new Date());
      // A published tournament may keep a start in the past (it is running), but may not be moved there.
      if (Object.keys(problems).length > 0 && !(await exists(tx, sql`select 1 from tournaments where id = ${id} and start_time = ${new Date(form.start_time)}`))) {
        throw validationFailed(problems);
      }
    }
    const formatId = await formatFor(tx, form.format_min, form.format_max);
    const logo = await storeLogo(tx, upload, 'logo', user.id);
    const mobileLogo = await storeLogo(tx, upload, 'mobile_logo', user.id);
    await tx
      .update(tournaments)
      .set({
        ...columnsOf(form, formatId),
        accessHash: form.is_private ? (current?.accessHash ?? newAccessHash()) : null,
        ...(logo === undefined ? {} : { logoUrl: logo }),
        ...(mobileLogo === undefined ? {} : { mobileLogoUrl: mobileLogo }),
      })
      .where(eq(tournaments.id, id));
    await dropUnusedLogos(tx, [logo === undefined ? null : (current?.logo ?? null), mobileLogo === undefined ? null : (current?.mobile ?? null)], id);
    await writeLinks(tx, id, form);
    return tournamentById(tx, id);
  });
}

/**
 * Publishing or unpublishing changes whether the tournament's games take place for its players: calendar
 * feeds show an unpublished tournament's games cancelled, so every group's event gets a newer SEQUENCE
 * (docs/architecture.md, module calendar).
 */
async function reviseSchedule(tx: Tx, tournamentId: number): Promise<void> {
  await tx
    .update(stageGroups)
    .set({ scheduleRevision: sql`${stageGroups.scheduleRevision} + 1` })
    .where(inArray(stageGroups.stageId, tx.select({ id: stages.id }).from(stages).where(eq(stages.tournamentId, tournamentId))));
}

/** POST .../publish: players see it from now on (the start must be in the future). */
export async function publish(db: Database, user: AuthUser, id: number, now = new Date()): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const facts = await managedTournament(tx, user, id);
    const problems = publishProblems(facts, now);
    if (Object.keys(problems).length > 0) throw validationFailed(problems);
    await tx.update(tournaments).set({ isPublished: true, updatedAt: now }).where(eq(tournaments.id, id));
    await reviseSchedule(tx, id);
    return tournamentById(tx, id);
  });
}

/** POST .../unpublish: back to a draft, invisible to players. */
export async function unpublish(db: Database, user: AuthUser, id: number): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    await managedTournament(tx, user, id);
    await tx.update(tournaments).set({ isPublished: false, updatedAt: new Date() }).where(eq(tournaments.id, id));
    await reviseSchedule(tx, id);
    return tournamentById(tx, id);
  });
}

/** PUT .../status: a status by hand (or null: follow the dates again), written to the audit list. */
export async function setStatus(db: Database, user: AuthUser, id: number, { status }: OrganizerStatusOutput): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const facts = await managedTournament(tx, user, id);
    if (facts.status_override !== status) {
      await tx.update(tournaments).set({ statusOverride: status, updatedAt: new Date() }).where(eq(tournaments.id, id));
      await tx.insert(tournamentStatusChanges).values({ tournamentId: id, changedById: user.id, fromStatus: facts.status, toStatus: status });
    }
    return tournamentById(tx, id);
  });
}

/** POST .../duplicate: a draft copy (settings, texts, stages and groups; no entries) for the next season. */
export async function duplicate(db: Database, user: AuthUser, id: number): Promise<OrganizerTournament> {
  return db.transaction(async (tx) => {
    const facts = await managedTournament(tx, user, id);
    const [source] = await tx.select().from(tournaments).where(eq(tournaments.id, id));
    if (!source) throw new Error(`tournament ${id} vanished`);
    const { id: _id, slug: _slug, createdAt: _created, updatedAt: _updated, statusOverride: _override, accessHash, isPublished: _published, ...copy } = source;
    const [row] = await tx
      .insert(tournaments)
      .values({ ...copy, slug: await freeSlug(tx, source.name), ownerId: facts.owner_id ?? user.id, isPublished: false, accessHash: accessHash === null ? null : newAccessHash() })
      .returning({ id: tournaments.id });
    const copyId = row?.id ?? 0;
    await tx.execute(sql`insert into tournament_divisions (tournament_id, division_id) select ${copyId}, division_id from tournament_divisions where tournament_id = ${id}`);
    await tx.execute(sql`insert into tournament_feature_links (tournament_id, feature_id) select ${copyId}, feature_id from tournament_feature_links where tournament_id = ${id}`);
    const sourceStages = await tx.select().from(stages).where(eq(stages.tournamentId, id)).orderBy(stages.sortOrder, stages.id);
    const stageIds = new Map<number, number>();
    for (const stage of sourceStages) {
      const { id: stageId, tournamentId: _t, createdAt: _c, prevStageId, ...stageCopy } = stage;
      const [created] = await tx
        .insert(stages)
        .values({ ...stageCopy, tournamentId: copyId, prevStageId: prevStageId === null ? null : (stageIds.get(prevStageId) ?? null) })
        .returning({ id: stages.id });
      stageIds.set(stageId, created?.id ?? 0);
      const groups = await tx.select().from(stageGroups).where(eq(stageGroups.stageId, stageId));
      if (groups.length > 0) {
        await tx.insert(stageGroups).values(groups.map(({ id: _g, stageId: _s, ...group }) => ({ ...group, stageId: created?.id ?? 0, status: 'registration-not-started' as const })));
      }
    }
    return tournamentById(tx, copyId);
  });
}
