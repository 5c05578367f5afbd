import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ApiPage, Transfer } from '@portal/shared/contracts';
import { API_PATHS } from '@portal/shared/contracts';
import { TransferSchema } from '@portal/shared/contracts/responses';
import { TransferListQuerySchema, type TransferListQuery } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { selectJson, selectRows, isoUtc } from '../../db/sql-helpers';
import { errorResponse, pageOf, requestSchema } from '../../http/openapi';
import { pageMeta } from '../../http/page-meta';
import { parseWith } from '../../http/validate';

/** The transfers feed: players joining, leaving and moving between teams, newest first, 10 per page. */
const teamJson = (alias: string) => sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'slug', ${alias}.slug) end`);

export async function transfersPage(db: Queryable, query: TransferListQuery): Promise<ApiPage<Transfer>> {
  const where = query.game === undefined ? sql`true` : sql`x.game_id = ${query.game}`;
  const data = await selectJson<Transfer>(
    db,
    sql`select json_build_object(
          'id', x.id, 'kind', x.kind,
          'player', json_build_object('id', u.id, 'username', u.username, 'slug', u.slug,
            'avatar', case when coalesce(u.avatar_original_url, u.avatar_webp_url, u.avatar_small_webp_url) is null then null
                      else json_build_object('original_url', u.avatar_original_url, 'webp', u.avatar_webp_url, 'small_webp', u.avatar_small_webp_url) end),
          'game', json_build_object('id', g.id, 'name', g.name, 'slug', g.slug),
          'from_team', ${teamJson('f')}, 'to_team', ${teamJson('o')},
          'created_at', ${isoUtc(sql`x.created_at`)}) as row
        from transfers x join users u on u.id = x.user_id join games g on g.id = x.game_id
        left join teams f on f.id = x.from_team_id left join teams o on o.id = x.to_team_id
        where ${where}
        order by x.created_at desc, x.id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from transfers x where ${where}`);
  return { data, meta: pageMeta(query.page, query.per_page, count?.n ?? 0, data.length) };
}

export const transferRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.transfers,
    {
      schema: {
        tags: ['transfers'],
        summary: 'Players joining, leaving and moving between teams, newest first (10 per page)',
        querystring: requestSchema(TransferListQuerySchema),
        response: { 200: pageOf(TransferSchema), 422: errorResponse },
      },
    },
    async (request) => transfersPage(app.db, parseWith(TransferListQuerySchema, request.query)),
  );
};
