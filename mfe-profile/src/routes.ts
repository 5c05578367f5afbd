import { registerNamespace } from '@portal/shared/i18n';
import { lazyPage, type RemoteRoutes } from '@portal/shared/platform';

registerNamespace('profile', (lng) => import(`./locales/${lng}.json`));

export const routes: RemoteRoutes<'mfe-profile'> = {
  user: { id: 'user', lazy: lazyPage(() => import('./pages/user/UserPage')) },
  'settings.new': { id: 'settings.new', lazy: lazyPage(() => import('./pages/settings/SettingsNewPage')) },
  settings: { id: 'settings', lazy: lazyPage(() => import('./pages/settings/SettingsPage')) },
  'settings.social': { id: 'settings.social', lazy: lazyPage(() => import('./pages/settings-social/SettingsSocialPage')) },
  notifications: { id: 'notifications', lazy: lazyPage(() => import('./pages/notifications/NotificationsPage')) },
};
