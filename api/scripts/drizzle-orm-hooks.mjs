/** Module resolve hook: `drizzle-orm` and its subpaths resolve as if imported from api/package.json. */
const apiPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: apiPackage });
  }
  return nextResolve(specifier, context);
}
