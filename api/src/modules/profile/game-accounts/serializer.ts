import { GAMES, type Locale } from '@portal/shared/constants';
import type { Game, UserGameAccount } from '@portal/shared/contracts';
import { gameKeyOf } from '@portal/shared/domain';
import type { GameProfileStoreOutput } from '@portal/shared/schemas';
import type { gameFields, games } from '../../../db/schema';
import { localized } from '../../../i18n/localized';
import type { GameAccountRow, GameAccountValues } from './repository';

/** Rows -> the game account and game DTOs (docs/spec.md section 3), and a validated account -> its columns. */
export function toGameAccount(row: GameAccountRow): UserGameAccount {
  const key = gameKeyOf(row.gameId);
  const game = key ? GAMES[key] : null;
  const fields: UserGameAccount['fields'] = {
    nick: row.nick,
    [game?.idKey ?? 'game_id']: row.gameAccountId,
    about_me: row.aboutMe ?? '',
    experience: row.experience ?? '',
    team_member_roles: row.teamMemberRoles,
    team_speak: row.teamSpeak,
    ...(key === 'pubg' ? { keybind: row.keybind ?? '', sensitivity: row.sensitivity ?? '' } : {}),
    highlights: row.highlights ?? '',
    device: row.device ?? '',
  };
  return { id: row.id, gameName: game?.slug ?? String(row.gameId), game_id: row.gameId, fields, level: row.level === null ? null : { number: row.level } };
}

/** An extended field left out or empty is stored empty (null). */
const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** The columns of a validated account: every field is written, so one left out of an update is emptied. */
export function accountValues(input: GameProfileStoreOutput): GameAccountValues {
  const { fields } = input;
  const pubg = input.gameName === GAMES.pubg.slug ? input.fields : null;
  return {
    nick: fields.nick,
    gameAccountId: 'pubg_id' in fields ? fields.pubg_id : fields.mlbb_id,
    aboutMe: orNull(fields.about_me),
    experience: orNull(fields.experience),
    teamMemberRoles: fields.team_member_roles ?? [],
    teamSpeak: fields.team_speak ?? [],
    keybind: orNull(pubg?.keybind),
    sensitivity: orNull(pubg?.sensitivity),
    highlights: orNull(fields.highlights),
    device: orNull(fields.device),
  };
}

export function toGame(row: typeof games.$inferSelect, fieldRows: (typeof gameFields.$inferSelect)[], locale: Locale): Game {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    data_slug: row.dataSlug,
    id_key: row.idKey,
    label: row.label,
    description: localized(row.description, locale),
    images: row.images,
    fields: fieldRows.map((field) => ({
      key: field.key,
      type: field.type as Game['fields'][number]['type'],
      label: localized(field.label, locale),
      required: field.required,
      extended: field.extended,
      options: field.options ? field.options.map((option) => ({ value: option.value, label: localized(option.label, locale) })) : null,
      max_length: field.maxLength,
    })),
  };
}
