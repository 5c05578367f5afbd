import { useEffect, useState, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchProfile, useAuthConfig } from '@portal/shared/api-client';
import { routePath, type SessionUser, type SocialAccount } from '@portal/shared/contracts';
import { decideSocialDetach } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { sessionUserAtom } from '@portal/shared/state';
import { DiscordPopupError, GoogleSignInButton, openDiscordPopup, TelegramLoginButton } from '@portal/shared/sign-in-ui';
import { Button, mutedText, toast } from '@portal/shared/ui';
import { attachTelegram } from '../api/attach-telegram';
import { attachWithToken } from '../api/attach-with-token';
import { useSocialActions } from '../hooks/use-social-actions';
import { accountOf, emailAccountOf, providerConfigured, type AttachableProvider } from '../lib/social-accounts';
import { SOCIAL_NAMESPACE } from '../lib/social-namespace';
import { ProviderRow } from './ProviderRow';
import { WhatsappAttachModal } from './WhatsappAttachModal';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Unavailable = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
`;

const Reason = styled.span`
  ${mutedText('xs')}
  text-align: end;
`;

/** Providers that can be linked and unlinked here, contact messengers first. */
const PROVIDERS = ['telegram', 'discord', 'whatsapp', 'google'] as const satisfies readonly AttachableProvider[];

/**
 * The user's social accounts with what links each: Telegram (login widget), Discord (popup), WhatsApp (phone
 * and code), Google (ID token); unlinking what is linked. A provider the server has no configuration for
 * offers a disabled button that says why. Linking stays on this page: the row turns linked and a message
 * confirms it. The e-mail (the address the account signs in with) and the phone are listed as linked.
 */
export function SocialAccountsManager({ user }: { user: SessionUser }) {
  const { t: ts } = useTranslation(SOCIAL_NAMESPACE);
  const { t: tp } = useTranslation('profile');
  const { t: te } = useTranslation('errors');
  const locale = useLocale();
  const setUser = useSetAtom(sessionUserAtom);
  const config = useAuthConfig().data;
  const [busy, setBusy] = useState(false);
  const [whatsappOpen, setWhatsappOpen] = useState(false);
  const refresh = async () => setUser(await fetchProfile());
  const { attached, detach } = useSocialActions(refresh);

  useEffect(() => {
    fetchProfile().then(setUser, () => undefined);
  }, [setUser]);

  const withBusy = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const onDetach = (account: SocialAccount) => {
    const decision = decideSocialDetach({ currentBans: user.currentBans, provider: account.provider });
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

  const unavailable = (provider: AttachableProvider): ReactNode => {
    const reasonId = `social-${provider}-unavailable`;
    return (
      <Unavailable>
        <Button disabled aria-describedby={reasonId}>
          {ts('attach')}
        </Button>
        <Reason id={reasonId} data-testid={reasonId}>
          {ts('unavailable', { provider: ts(`providers.${provider}`) })}
        </Reason>
      </Unavailable>
    );
  };

  const attachControl = (provider: AttachableProvider): ReactNode => {
    // Until the sign-in config has arrived nothing can be linked; the button waits, disabled, without a reason.
    if (!config) return <Button disabled>{ts('attach')}</Button>;
    if (!providerConfigured(config, provider)) return unavailable(provider);
    switch (provider) {
      case 'telegram':
        return config.telegram ? (
          <TelegramLoginButton botUsername={config.telegram.bot_username} locale={locale} onAuth={(data) => void withBusy(() => attached('telegram', () => attachTelegram(data)))} />
        ) : null;
      case 'discord':
        return (
          <Button disabled={busy} onClick={() => void discord()}>
            {ts('attach')}
          </Button>
        );
      case 'google':
        return config.google ? (
          <GoogleSignInButton
            clientId={config.google.client_id}
            locale={locale}
            text="continue_with"
            onCredential={(token) => void withBusy(() => attached('google', () => attachWithToken({ provider: 'google', token })))}
          />
        ) : null;
      case 'whatsapp':
        return (
          <Button disabled={busy} onClick={() => setWhatsappOpen(true)}>
            {ts('attach')}
          </Button>
        );
    }
  };

  const accounts = user.socialAccounts ?? [];
  const phone = accountOf(accounts, 'phone');
  const email = emailAccountOf(user);
  return (
    <>
      <List data-testid="social-accounts" aria-label={tp('safety.socialTitle')}>
        {PROVIDERS.map((provider) => (
          <ProviderRow key={provider} provider={provider} account={accountOf(accounts, provider)} attach={attachControl(provider)} onDetach={onDetach} busy={busy} />
        ))}
        {email ? <ProviderRow provider="email" account={email} attach={null} onDetach={onDetach} busy={busy} detachable={false} /> : null}
        {phone ? <ProviderRow provider="phone" account={phone} attach={null} onDetach={onDetach} busy={busy} /> : null}
      </List>
      <WhatsappAttachModal userId={user.id} open={whatsappOpen} onClose={() => setWhatsappOpen(false)} onVerified={(call) => attached('whatsapp', call)} />
    </>
  );
}
