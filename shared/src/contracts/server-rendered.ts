import type { PortalRouteId } from './routes';

/**
 * The pages the server renders for a guest's first load (docs/architecture.md, "How a request becomes
 * HTML"); every other page is rendered by the browser, as before. A page joins the list once it renders on
 * the server as in the browser (docs/recipes.md, "Add a page", step 7): the e2e suite
 * tests/server-rendering.spec.ts then reads it without JavaScript and checks its hydration.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<PortalRouteId> = new Set<PortalRouteId>([
  'home',
  'home.page',
  'tournaments.list',
  'tournaments.mlbb',
  'tournaments.pubg',
  'tournaments.detail',
  'news.list',
  'news.detail',
  'agreements',
  'condition',
  'help',
  'votes',
  'rating',
  'rating.mlbb',
  'rating.mlbb.detail',
  'rating.pubg',
  'rating.pubg.seasonal',
  'rating.pubg.seasonal.detail',
  'rating.pubg.world',
  'rating.pubg.world.detail',
  'rating.pubg.detail',
  'watch',
  'watch.detail',
  'transfers',
  'match',
  'teams.public',
  'user',
]);
