import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchProfile, useAuthConfig } from '@portal/shared/api-client';
import { routePath, type SocialAccount, type SocialProvider } from '@portal/shared/contracts';
import { decideSocialDetach } from '@portal/shared/domain';
import { useLocale, useLocalizedPath, useSession } from '@portal/shared/platform';
import { sessionUserAtom } from '@portal/shared/state';
import { DiscordPopupError, GoogleSignInButton, openDiscordPopup, TelegramLoginButton } from '@portal/shared/sign-in-ui';
import { Button, ButtonLink, mutedText, PageColumn, PageTitle, SignInGuard, toast } from '@portal/shared/ui';
import { attachTelegram } from '../../features/auth/api/attach-telegram';
import { attachWithToken } from '../../features/auth/api/attach-with-token';
import { accountOf } from '../../features/auth/lib/social-accounts';
import { SOCIAL_NAMESPACE } from '../../features/auth/lib/social-namespace';
import { ProviderRow } from '../../features/auth/components/ProviderRow';
import { useSocialActions } from '../../features/auth/hooks/use-social-actions';
import { WhatsappAttachModal } from '../../features/auth/components/WhatsappAttachModal';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  ${mutedText('sm')}
`;

/** Providers that can be attached and detached here; the phone is listed (to detach) once linked. */
const PROVIDERS = ['telegram', 'discord', 'google', 'whatsapp'] as const satisfies readonly SocialProvider[];

/**
 * /settings/social-accounts: attach Telegram (login widget), Discord (popup), Google (ID token) and
 * WhatsApp (phone and code) to the signed-in user, and detach linked accounts. Detaching is refused while
 * bans are in force; after attaching, the browser goes to /settings.
 */
export default function SettingsSocialPage() {
  const { t } = useTranslation('profile');
  const { t: ts } = useTranslation(SOCIAL_NAMESPACE);
  const { t: te } = useTranslation('errors');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { authenticated: signedIn, user } = useSession();
  const setUser = useSetAtom(sessionUserAtom);
  const config = useAuthConfig({ enabled: signedIn }).data;
  const [busy, setBusy] = useState(false);
  const [whatsappOpen, setWhatsappOpen] = useState(false);
  const refresh = async () => setUser(await fetchProfile());
  const { attached, detach } = useSocialActions(refresh);

  useEffect(() => {
    if (signedIn) fetchProfile().then(setUser, () => undefined);
  }, [signedIn, setUser]);

  const withBusy = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const onDetach = (account: SocialAccount) => {
    const decision = decideSocialDetach({ currentBans: user?.currentBans, provider: account.provider });
    if (!decision.allowed) {
      toast.error(decision.messageKey ? te(decision.messageKey) : te('profile_page.social_acc_cant_detach'));
      return;
    }
    void withBusy(() => detach(account.provider, account.id));
  };

  const discord = async () => {
    if (!config?.discord) return;
    const redirectUri = `${window.location.origin}${routePath('discord-redirect')}`;
    try {
      const code = await openDiscordPopup({ authorizeUrl: config.discord.authorize_url, clientId: config.discord.client_id, scope: config.discord.scope, redirectUri });
      await withBusy(() => attached('discord', () => attachWithToken({ provider: 'discord', token: code, redirect_uri: redirectUri })));
    } catch (error) {
      if (error instanceof DiscordPopupError && error.failure === 'blocked') toast.error(te('social.discord_popup_blocked'));
    }
  };

  const attachControl = (provider: (typeof PROVIDERS)[number]) => {
    switch (provider) {
      case 'telegram':
        return config?.telegram ? (
          <TelegramLoginButton botUsername={config.telegram.bot_username} locale={locale} onAuth={(data) => void withBusy(() => attached('telegram', () => attachTelegram(data)))} />
        ) : (
          <Button disabled>{ts('attach')}</Button>
        );
      case 'discord':
        return (
          <Button disabled={busy || !config?.discord} onClick={() => void discord()}>
            {ts('attach')}
          </Button>
        );
      case 'google':
        return (
          <GoogleSignInButton
            clientId={config ? (config.google?.client_id ?? null) : null}
            locale={locale}
            text="continue_with"
            onCredential={(token) => void withBusy(() => attached('google', () => attachWithToken({ provider: 'google', token })))}
          />
        );
      case 'whatsapp':
        return (
          <Button disabled={busy} onClick={() => setWhatsappOpen(true)}>
            {ts('attach')}
          </Button>
        );
    }
  };

  const accounts = user?.socialAccounts ?? [];
  const phone = accountOf(accounts, 'phone');
  return (
    <PageColumn $width="content">
      <PageTitle
        subtitle={t('social.subtitle')}
        actions={
          <ButtonLink to={localized(routePath('settings'))} $variant="ghost">
            {t('social.back')}
          </ButtonLink>
        }
      >
        {t('social.title')}
      </PageTitle>
      <SignInGuard title={t('settings.guestTitle')} text={t('settings.guestText')}>
        {() => (
          <>
            <Hint>{t('social.contactHint')}</Hint>
            <List data-testid="social-accounts">
              {PROVIDERS.map((provider) => (
                <ProviderRow key={provider} provider={provider} account={accountOf(accounts, provider)} attach={attachControl(provider)} onDetach={onDetach} busy={busy} />
              ))}
              {phone ? <ProviderRow provider="phone" account={phone} attach={null} onDetach={onDetach} busy={busy} /> : null}
            </List>
            <WhatsappAttachModal open={whatsappOpen} onClose={() => setWhatsappOpen(false)} onVerified={(call) => attached('whatsapp', call)} />
          </>
        )}
      </SignInGuard>
    </PageColumn>
  );
}
