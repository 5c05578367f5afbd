import { API_PATHS } from '@portal/shared/contracts';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { TEAM_ENDPOINT_PERMISSIONS } from './permissions';

/** The permission table names exactly the team routes the API serves, at the paths of the contracts. */
describe('team endpoint permissions table', () => {
  let t: AuthTestWorld;
  let documented: string[];
  beforeAll(async () => {
    t = await openAuthWorld('pglite', { seed: false });
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('teams'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => t.dispose());

  it('has one row per team route, and no other', () => {
    expect(TEAM_ENDPOINT_PERMISSIONS.map((row) => `${row.method} ${row.path}`).sort()).toEqual([...documented].sort());
  });

  it('names a team for every member, manager and owner rule', () => {
    for (const row of TEAM_ENDPOINT_PERMISSIONS) {
      if (row.rule === 'member' || row.rule === 'manager' || row.rule === 'owner') expect([row.path, row.team]).toEqual([row.path, expect.stringMatching(/^(path|body)$/)]);
    }
  });

  it('uses the paths of API_PATHS', () => {
    const fill = (path: string) => path.replace('/api', '').replace(/\{[a-z]+\}/g, (name) => ({ '{id}': '7', '{hash}': 'Zq81_mPx', '{team}': '7', '{user}': '9', '{slug}': 'wolves' })[name] ?? name);
    const contract = new Set<string>([
      API_PATHS.teams,
      API_PATHS.team(7),
      API_PATHS.teamByHash('Zq81_mPx'),
      API_PATHS.joinTeam(7),
      API_PATHS.changeTeamMemberRole(7, 9),
      API_PATHS.removeTeamMember,
      API_PATHS.leaveTeam(7),
      API_PATHS.publicTeam('wolves'),
    ]);
    expect([...new Set(TEAM_ENDPOINT_PERMISSIONS.map((row) => fill(row.path)))].sort()).toEqual([...contract].sort());
  });
});
