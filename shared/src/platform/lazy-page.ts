import type { ComponentType } from 'react';
import type { RemotePageModule } from './remote-routes';

/** Adapts a page module with a default export to a lazy route page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): () => Promise<RemotePageModule> {
  return () => load().then((mod) => ({ Component: mod.default }));
}
