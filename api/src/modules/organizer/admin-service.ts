import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ORGANIZER_MESSAGES as M, ORGANIZER_ROLE } from '@portal/shared/constants';
import type { OrganizerAccount } from '@portal/shared/contracts';
import type { GrantOrganizerOutput } from '@portal/shared/schemas';
import type { Database, Queryable } from '../../db/client';
import { organizerProfiles, roles, userRoles } from '../../db/schema';
import { isoUtc, selectRows } from '../../db/sql-helpers';
import { notFound, validationFailed } from '../../http/http-error';
import { withNotices } from '../../services/notifications/notify';
import type { AuthUser } from '../../sessions/bearer';

/**
 * The organiser role: an admin grants it to a player with the organisation shown as the
 * organizer of their tournaments, renames the organisation, or revokes the role (the organisation row
 * stays, so past tournaments keep their organizer's name).
 */
const accountsQuery = (where: ReturnType<typeof sql>) => sql`select u.id as user_id, u.username, u.slug, u.email, op.organization_name,
    (select count(*)::int from tournaments t where t.owner_id = u.id) as tournaments_count, ${isoUtc(sql`op.updated_at`)} as granted_at
  from users u join organizer_profiles op on op.user_id = u.id
  where exists(select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name = ${ORGANIZER_ROLE}) and ${where}
  order by lower(op.organization_name), u.id`;

export const listOrganizers = (db: Queryable): Promise<OrganizerAccount[]> => selectRows<OrganizerAccount>(db, accountsQuery(sql`true`));

async function accountOf(db: Queryable, userId: number): Promise<OrganizerAccount | null> {
  const [row] = await selectRows<OrganizerAccount>(db, accountsQuery(sql`u.id = ${userId}`));
  return row ?? null;
}

/** A player named by profile slug, username or e-mail (case-insensitive). */
async function findPlayer(db: Queryable, ref: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from users where slug = ${ref} or lower(username) = lower(${ref}) or lower(email) = lower(${ref}) order by id limit 1`);
  return row?.id ?? null;
}

async function organizerRoleId(db: Queryable): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ORGANIZER_ROLE));
  if (!row) throw new Error('the organizer role is missing from the catalogue');
  return row.id;
}

export async function grantOrganizer(app: FastifyInstance, admin: AuthUser, form: GrantOrganizerOutput): Promise<OrganizerAccount> {
  return withNotices(app, async (tx, notify) => {
    const userId = await findPlayer(tx, form.user);
    if (userId === null) throw validationFailed({ user: [M.user_unknown] });
    const roleId = await organizerRoleId(tx);
    const now = new Date();
    await tx
      .insert(organizerProfiles)
      .values({ userId, organizationName: form.organization_name, grantedById: admin.id })
      .onConflictDoUpdate({ target: organizerProfiles.userId, set: { organizationName: form.organization_name, grantedById: admin.id, updatedAt: now } });
    const added = await tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing().returning({ userId: userRoles.userId });
    if (added.length > 0) await notify({ userId, type: 'organizer_granted', data: { organization: form.organization_name }, link: { route: 'organizer' } });
    const account = await accountOf(tx, userId);
    if (!account) throw new Error('granted organiser not found');
    return account;
  });
}

export async function renameOrganization(db: Database, userId: number, organizationName: string): Promise<OrganizerAccount> {
  return db.transaction(async (tx) => {
    if (!(await accountOf(tx, userId))) throw notFound('errors.organizer_not_found');
    await tx.update(organizerProfiles).set({ organizationName, updatedAt: new Date() }).where(eq(organizerProfiles.userId, userId));
    return (await accountOf(tx, userId)) as OrganizerAccount;
  });
}

export async function revokeOrganizer(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await accountOf(tx, userId))) throw notFound('errors.organizer_not_found');
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, await organizerRoleId(tx))));
  });
}
