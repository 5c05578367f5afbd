import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The callers of the authorization matrix and the rows it checks: every `modules/<module>/permissions.ts`
 * read by convention (the shapes of http/endpoint-permission.ts, the teams table and the organiser table)
 * and Fastify's own route table, walked from printRoutes.
 */
export type Actor = 'guest' | 'stranger' | 'member' | 'manager' | 'owner' | 'owningOrganizer' | 'otherOrganizer' | 'staff';
export const ACTORS: readonly Actor[] = ['guest', 'stranger', 'member', 'manager', 'owner', 'owningOrganizer', 'otherOrganizer', 'staff'];
export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Row {
  method: string;
  /** Under /api, parameters written {name}. */
  path: string;
  /** Actors the rule lets through. */
  allowed: ReadonlySet<Actor>;
  /** Where the table came from (for failure messages). */
  source: string;
  /** The team is named in the body (team tables). */
  teamInBody: boolean;
}

const SIGNED_IN: readonly Actor[] = ACTORS.filter((actor) => actor !== 'guest');

/**
 * Who passes each rule: the relation ranks (member < manager < owner, of the demo team and the captain's
 * records), staff beside them, and the organisers: 'organizer' is the role (or staff), 'organizer-owner'
 * the organiser who owns the tournament the path names (or staff); 'admin' admins only.
 */
const RULE_ACTORS: Record<string, readonly Actor[]> = {
  guest: ACTORS,
  user: SIGNED_IN,
  member: ['member', 'manager', 'owner'],
  manager: ['manager', 'owner'],
  owner: ['owner'],
  staff: ['staff'],
  // The matrix gives the owner (the demo captain) the streamer role.
  streamer: ['owner'],
  organizer: ['owningOrganizer', 'otherOrganizer', 'staff'],
  'organizer-owner': ['owningOrganizer', 'staff'],
  admin: ['staff'],
};

const withApi = (path: string) => (path.startsWith('/api/') ? path : `/api${path}`);

/** Every row of every module's permissions.ts, in one shape. */
export async function permissionRows(modulesDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    let exports: Record<string, unknown>;
    try {
      exports = (await import(join(modulesDir, module.name, 'permissions'))) as Record<string, unknown>;
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(exports)) {
      if (!Array.isArray(value)) continue;
      const organizerTable = value.some((item: { rule?: string }) => item.rule === 'organizer' || item.rule === 'admin');
      for (const item of value as { method?: string; path?: string; allow?: readonly string[]; rule?: string; team?: string }[]) {
        if (typeof item.method !== 'string' || typeof item.path !== 'string') continue;
        const rules = item.allow ?? (item.rule === undefined ? [] : [organizerTable && item.rule === 'owner' ? 'organizer-owner' : item.rule]);
        const allowed = new Set<Actor>(rules.flatMap((rule) => RULE_ACTORS[rule] ?? []));
        rows.push({ method: item.method, path: withApi(item.path), allowed, source: `modules/${module.name}/permissions.ts ${name}`, teamInBody: item.team === 'body' });
      }
    }
  }
  return rows;
}

/** method + path of every route in Fastify's route table (printRoutes' tree, walked). */
export function routeTable(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path: path.replace(/:([A-Za-z_]+)/g, '{$1}') });
  }
  return routes;
}
