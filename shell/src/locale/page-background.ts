/**
 * Routes whose 'home' segment follows the locale (e.g. /home/home-page, /en/home/home-page) get a white
 * page background; every other route resets it. The path given is the route path after the locale prefix.
 */
export function usesWhitePageBackground(routePath: string): boolean {
  return routePath.split('/')[1]?.toLowerCase() === 'home';
}
