import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HelpRequest } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Badge, mutedText, NotFoundIcon, QueryErrorState, SkeletonBlock, surface } from '@portal/shared/ui';
import { useMyHelpRequests } from '../api/help-requests';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  ${surface({ padding: 4, radius: 'md' })}
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    white-space: pre-line;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  ${mutedText('xs')}
`;

const Reply = styled.blockquote`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const STATUS_BADGE = { open: 'pending', in_progress: 'pending', resolved: 'accepted', closed: 'neutral' } as const;

function RequestItem({ request }: { request: HelpRequest }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Item data-testid="help-request">
      <h3>{request.subject}</h3>
      <Meta>
        <Badge variant={STATUS_BADGE[request.status]}>{t(`help.status.${request.status}`)}</Badge>
        <span>{t(`help.categories.${request.category}`)}</span>
        <span>{formatLocalizedDate(request.created_at, null, locale)}</span>
      </Meta>
      <p>{request.message}</p>
      {request.replies.map((reply) => (
        <Reply key={reply.id} data-testid="help-reply">
          <Meta>{t('help.mine.reply', { name: reply.author ?? t('help.mine.staff'), date: formatLocalizedDate(reply.created_at, null, locale) })}</Meta>
          <p>{reply.message}</p>
        </Reply>
      ))}
    </Item>
  );
}

/** The signed-in player's requests, newest first, with the staff's replies. */
export function MyHelpRequests({ userId }: { userId: number }) {
  const { t } = useTranslation('content');
  const query = useMyHelpRequests(userId);
  if (query.isPending) return <SkeletonBlock aria-hidden="true" $height="120px" />;
  if (!query.data) return <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Meta data-testid="help-none">{t('help.mine.none')}</Meta>;
  return (
    <List data-testid="help-requests">
      {query.data.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </List>
  );
}
