import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { SessionUser, SocialProvider } from '@portal/shared/contracts';
import { sessionUserAtom } from '@portal/shared/state';
import { toast } from '@portal/shared/ui';
import { detachAccount } from '../api/detach-account';
import { attachFailureMessage, detachFailureMessage } from '../lib/social-errors';
import { SOCIAL_NAMESPACE } from '../lib/social-namespace';

/**
 * Attach and detach with the page's rules: the answer's profile becomes the stored user; after attaching
 * the user stays where they are (the settings, where docs/spec.md sends them, are this page) and a message
 * confirms the link; failures show the section 8 messages (some silently refresh instead).
 */
export function useSocialActions(refresh: () => Promise<unknown>) {
  const { t } = useTranslation(SOCIAL_NAMESPACE);
  const { t: te } = useTranslation('errors');
  const setUser = useSetAtom(sessionUserAtom);

  const attached = useCallback(
    async (provider: SocialProvider, call: () => Promise<SessionUser>): Promise<boolean> => {
      try {
        setUser(await call());
        toast.success(t('attached', { provider: t(`providers.${provider}`) }));
        return true;
      } catch (error) {
        const message = attachFailureMessage(error, provider, te);
        if (message) toast.error(message);
        return false;
      }
    },
    [setUser, t, te],
  );

  const detach = useCallback(
    async (provider: SocialProvider, accountId: number) => {
      try {
        setUser(await detachAccount(accountId));
        toast.success(t('detached', { provider: t(`providers.${provider}`) }));
      } catch (error) {
        const message = detachFailureMessage(error, provider, te);
        if (message) toast.error(message);
        await refresh().catch(() => undefined);
      }
    },
    [refresh, setUser, t, te],
  );

  return { attached, detach };
}
