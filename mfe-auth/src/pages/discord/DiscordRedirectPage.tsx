import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DISCORD_PING, DISCORD_RESULT, type DiscordResultMessage } from '@portal/shared/sign-in-ui';
import { AuthLink } from '../../features/auth/components/AuthLink';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow, Text } from '../../features/auth/components/step-layout';

/**
 * /discord-redirect: where Discord's OAuth popup lands. It answers the opener's ping with the code (or the
 * refusal) and the state, only to the portal's own origin, then closes itself. Opened directly (no
 * opener), it says so.
 */
export default function DiscordRedirectPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [handedOver, setHandedOver] = useState(false);
  const hasOpener = typeof window !== 'undefined' && window.opener !== null && window.opener !== window;
  const code = params.get('code');
  const error = params.get('error');

  useEffect(() => {
    if (!hasOpener) return;
    const result: DiscordResultMessage = { type: DISCORD_RESULT, code, state: params.get('state'), error };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.opener) return;
      if ((event.data as { type?: unknown } | null)?.type !== DISCORD_PING) return;
      (window.opener as Window).postMessage(result, window.location.origin);
      setHandedOver(true);
      window.close();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [code, error, hasOpener, params]);

  let message = t('discord.waiting');
  if (!hasOpener) message = t('discord.orphan');
  else if (handedOver) message = t('discord.done');
  else if (!code) message = t('discord.denied');
  return (
    <AuthStep title={t('discord.title')}>
      <Text role="status">{message}</Text>
      {hasOpener ? null : (
        <LinkRow>
          <AuthLink to="login">{t('common.toLogin')}</AuthLink>
        </LinkRow>
      )}
    </AuthStep>
  );
}
