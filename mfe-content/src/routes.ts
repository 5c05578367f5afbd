import { registerNamespace } from '@portal/shared/i18n';
import { lazyPage, type RemoteRoutes } from '@portal/shared/platform';

registerNamespace('content', (lng) => import(`./locales/${lng}.json`));

const home = lazyPage(() => import('./pages/HomePage'));

export const routes = {
  home: { id: 'home', lazy: home },
  'home.page': { id: 'home.page', lazy: home },
  'ui-kits': { id: 'ui-kits', lazy: lazyPage(() => import('./pages/ui-kits/UiKitsPage')) },
} as unknown as RemoteRoutes<'mfe-content'>;
