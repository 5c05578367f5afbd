import { registerNamespace } from '@portal/shared/i18n';

/**
 * The texts of attaching and detaching social accounts (this feature's locales/), a namespace apart from the
 * remote's start-up strings: it loads with the first component that reads it.
 */
export const SOCIAL_NAMESPACE = 'profile-social';

registerNamespace(SOCIAL_NAMESPACE, (lng) => import(`../locales/${lng}.json`));
