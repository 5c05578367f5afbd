import { TEAM_ROLES } from '@portal/shared/constants';
import { USER_ROLE_NAMES } from '@portal/shared/contracts';
import {
  countries,
  divisions,
  gameFields,
  games,
  rewards,
  roles,
  teamRoles,
  timezones,
  tournamentFeatures,
  tournamentFormats,
} from '../schema';
import { DIVISION_ROWS, FEATURE_ROWS, FORMAT_ROWS, REWARD_ROWS } from './catalog-competition';
import { GAME_ROWS, gameFieldRows } from './catalog-games';
import { COUNTRIES, TIMEZONES } from './catalog-geo';
import type { SeedContext } from './context';

/** Reference data every world needs: countries, timezones, games and their fields, roles, divisions, formats. */
export async function seedCatalog(ctx: SeedContext): Promise<void> {
  const { tx, ids } = ctx;
  const countryRows = await tx
    .insert(countries)
    .values(COUNTRIES.map((c, index) => ({ code: c.code, callingCode: c.callingCode, names: c.names, sortOrder: index })))
    .returning({ id: countries.id, code: countries.code });
  for (const row of countryRows) ids.countries.set(row.code, row.id);

  await tx.insert(timezones).values(TIMEZONES.map((tz, index) => ({ name: tz.name, names: tz.names, sortOrder: index })));
  await tx.insert(games).values(GAME_ROWS.map((g) => ({ ...g, images: { ...g.images }, description: { ...g.description } })));
  await tx.insert(gameFields).values([...gameFieldRows(GAME_ROWS[0].id, 'pubg'), ...gameFieldRows(GAME_ROWS[1].id, 'mlbb')]);

  const roleRows = await tx
    .insert(roles)
    .values(USER_ROLE_NAMES.map((name) => ({ name })))
    .returning({ id: roles.id, name: roles.name });
  for (const row of roleRows) ids.roles.set(row.name, row.id);
  await tx.insert(teamRoles).values(Object.entries(TEAM_ROLES).map(([code, id]) => ({ id, code })));

  const divisionRows = await tx
    .insert(divisions)
    .values(DIVISION_ROWS.map((d) => ({ ...d, name: { ...d.name } })))
    .returning({ id: divisions.id, slug: divisions.slug });
  for (const row of divisionRows) ids.divisions.set(row.slug, row.id);

  const formatRows = await tx.insert(tournamentFormats).values([...FORMAT_ROWS]).returning({ id: tournamentFormats.id, slug: tournamentFormats.slug });
  for (const row of formatRows) ids.formats.set(row.slug, row.id);

  const featureRows = await tx
    .insert(tournamentFeatures)
    .values(FEATURE_ROWS.map((f) => ({ slug: f.slug, name: { ...f.name } })))
    .returning({ id: tournamentFeatures.id, slug: tournamentFeatures.slug });
  for (const row of featureRows) ids.features.set(row.slug, row.id);

  await tx.insert(rewards).values(
    REWARD_ROWS.map((r, index) => ({ slug: r.slug, name: { ...r.name }, description: { ...r.description }, rewardIcon: r.icon, criteria: { ...r.criteria }, sortOrder: index })),
  );
}
