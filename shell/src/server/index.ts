/**
 * The shell's server bundle (`server/render.js` of the built portal): the page server the API's static
 * plugin renders pages with (docs/architecture.md, "How a request becomes HTML").
 */
import type { RemoteName } from '@portal/shared/contracts';
import { loadServerRoutes, RegistryReader } from './remote-containers';
import { renderPage } from './render-page';
import { routeApiClientToRequests, runInRequestScope } from './request-scope';
import type { PageRenderer, PageRendererOptions } from '@portal/shared/contracts';

export type { PageRenderer, PageRendererOptions, RenderedPage, RenderRequest, ApiInject, PageRendererModule } from '@portal/shared/contracts';

function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  routeApiClientToRequests();
  const registry = new RegistryReader(options.portalRoot);
  // A failing remote version is reported once, not at every page of it.
  const reported = new Set<string>();
  const reportOnce = (remote: RemoteName, version: string | undefined, error: unknown) => {
    const key = `${remote}@${version ?? 'none'}`;
    if (reported.has(key)) return;
    reported.add(key);
    options.log.warn({ remote, version, err: error }, 'server rendering: area left to the browser');
  };

  return {
    async render({ url, locale, origin }) {
      const versions = await registry.read();
      return runInRequestScope({ locale, api: options.api }, () =>
        renderPage({
          url,
          locale,
          origin,
          loadPage: async (route) => {
            const version = versions[route.remote];
            if (!version) throw new Error(`${route.remote} is not in the registry`);
            const routes = await withinTime(loadServerRoutes(options.portalRoot, route.remote, version), options.timeoutMs, `${route.remote}@${version}`);
            const exposed = routes[route.id];
            if (!exposed) throw new Error(`${route.remote}@${version} does not expose ${route.id}`);
            return (await withinTime(exposed.lazy(), options.timeoutMs, `${route.id} of ${route.remote}@${version}`)).Component;
          },
          onAreaError: (route, error) => reportOnce(route.remote, versions[route.remote], error),
        }),
      );
    },
  };
}
