import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SocialAccount, SocialProvider } from '@portal/shared/contracts';
import { Badge, Button, mutedText } from '@portal/shared/ui';
import { accountDisplayName } from '../lib/social-accounts';
import { SOCIAL_NAMESPACE } from '../lib/social-namespace';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Detail = styled.span`
  ${mutedText('sm')}
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
`;

export interface ProviderRowProps {
  provider: SocialProvider;
  account: SocialAccount | null;
  /** What attaches this provider (a button, Google's or Telegram's widget). */
  attach: ReactNode;
  onDetach: (account: SocialAccount) => void;
  busy: boolean;
  /** False for what the account signs in with and cannot unlink here (the e-mail). */
  detachable?: boolean;
}

/** One provider: linked (what identifies the account, and detach) or not linked (attach). */
export function ProviderRow({ provider, account, attach, onDetach, busy, detachable = true }: ProviderRowProps) {
  const { t } = useTranslation('profile');
  const { t: ts } = useTranslation(SOCIAL_NAMESPACE);
  const name = account ? accountDisplayName(account) : null;
  return (
    <Row data-provider={provider} data-linked={account ? 'true' : 'false'}>
      <Who>
        <strong>{t(`social.providers.${provider}`)}</strong>
        {name ? <Detail>{name}</Detail> : null}
      </Who>
      <Actions>
        <Badge variant={account ? 'accepted' : 'neutral'}>{account ? t('social.linked') : t('social.notLinked')}</Badge>
        {account && !detachable ? null : account ? (
          <Button $variant="secondary" disabled={busy} onClick={() => onDetach(account)} aria-label={ts('detachLabel', { provider: t(`social.providers.${provider}`) })}>
            {ts('detach')}
          </Button>
        ) : (
          attach
        )}
      </Actions>
    </Row>
  );
}
