import { useCallback } from 'react';
import type { NavItem } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { useSignInLinks } from '@portal/shared/ui';

/** The href of a guest action: login and registration carry the page being shown, so signing in comes back to it. */
export function useSignInHref(): (action: NavItem) => string {
  const links = useSignInLinks();
  const localized = useLocalizedPath();
  return useCallback(
    (action: NavItem) => {
      if (action.id === 'login') return links.login;
      if (action.id === 'register') return links.registration;
      return localized(action.path);
    },
    [links.login, links.registration, localized],
  );
}
