import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SocialAccount } from '@portal/shared/contracts';
import { Badge, mutedText } from '@portal/shared/ui';
import { LISTED_SOCIAL_PROVIDERS, accountDisplayName, accountOf } from '../lib/social-accounts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Detail = styled.span`
  ${mutedText('sm')}
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Each provider with its state for this user: linked (with what identifies the account) or not linked. */
export function SocialAccountsList({ accounts }: { accounts: readonly SocialAccount[] }) {
  const { t } = useTranslation('profile');
  return (
    <List data-testid="social-accounts">
      {LISTED_SOCIAL_PROVIDERS.map((provider) => {
        const account = accountOf(accounts, provider);
        const name = account ? accountDisplayName(account) : null;
        return (
          <Row key={provider} data-provider={provider} data-linked={account ? 'true' : 'false'}>
            <Who>
              <strong>{t(`social.providers.${provider}`)}</strong>
              {name ? <Detail>{name}</Detail> : null}
            </Who>
            <Badges>
              {account?.primary ? <Badge>{t('social.primary')}</Badge> : null}
              <Badge variant={account ? 'accepted' : 'neutral'}>{account ? t('social.linked') : t('social.notLinked')}</Badge>
            </Badges>
          </Row>
        );
      })}
    </List>
  );
}
