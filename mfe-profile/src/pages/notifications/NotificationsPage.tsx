import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNotifications, useReadNotifications } from '@portal/shared/api-client';
import type { SessionUser } from '@portal/shared/contracts';
import { Button, EmptyState, mutedText, PageColumn, PageTitle, Pagination, SignInGuard, Spinner } from '@portal/shared/ui';
import { BellIcon } from '../../features/notifications/components/BellIcon';
import { NotificationItem } from '../../features/notifications/components/NotificationItem';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  ${mutedText()}
`;

/**
 * /Notifications (docs/spec.md section 2): the player's notifications, newest first, 20 per page, each with its
 * text, time and link; read one (or by opening it) and read all. New ones appear live: the shell refetches
 * the list when the player's socket channel brings one. Guests are asked to sign in.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('profile');
  return (
    <PageColumn $width="content">
      <SignInGuard
        title={t('notifications.guestTitle')}
        text={t('notifications.guestText')}
        frame={(prompt) => (
          <>
            <PageTitle>{t('notifications.title')}</PageTitle>
            {prompt}
          </>
        )}
      >
        {(user) => <Notifications user={user} />}
      </SignInGuard>
    </PageColumn>
  );
}

function Notifications({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const query = useNotifications(page);
  const { readOne, readAll } = useReadNotifications();
  const unread = query.data?.meta.unread_count ?? 0;
  const items = query.data?.data ?? [];
  return (
    <>
      <PageTitle
        actions={
          <Button $variant="secondary" type="button" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()} data-testid="notifications-read-all">
            {t('notifications.readAll')}
          </Button>
        }
      >
        {t('notifications.title')}
      </PageTitle>
      <section aria-label={t('notifications.listLabel')} aria-busy={query.isPending}>
        {query.isPending ? (
          <Spinner />
        ) : items.length === 0 ? (
          <EmptyState data-testid="notifications-empty" icon={<BellIcon />} title={t('notifications.emptyTitle')} text={t('notifications.emptyText')} />
        ) : (
          <>
            <Summary role="status" data-testid="notifications-unread">
              {t('notifications.unreadCount', { count: unread })}
            </Summary>
            <List>
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} timezone={user.timezone ?? null} onRead={(id) => readOne.mutate(id)} busy={readOne.isPending} />
              ))}
            </List>
            {(query.data?.meta.last_page ?? 1) > 1 ? <Pagination page={page} lastPage={query.data?.meta.last_page ?? 1} onChange={setPage} /> : null}
          </>
        )}
      </section>
    </>
  );
}
