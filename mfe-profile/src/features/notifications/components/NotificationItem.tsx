import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PortalNotification } from '@portal/shared/contracts';
import { formatLocalizedDate, notificationPath, notificationTextValues, SHORT_DATE_TIME_PATTERN } from '@portal/shared/domain';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { Button } from '@portal/shared/ui';

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : theme.colors.surface)};
`;

const Body = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
    text-decoration: none;
  }
`;

export interface NotificationItemProps {
  notification: PortalNotification;
  timezone: string | null;
  onRead: (id: number) => void;
  busy: boolean;
}

/** One notification: its text in the reader's language, when it came, a link to its page (which reads it) and a read button. */
export function NotificationItem({ notification, timezone, onRead, busy }: NotificationItemProps) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const values = notificationTextValues(notification);
  const role = values.role ? t(`notifications.roles.${values.role}`, { defaultValue: values.role }) : '';
  const path = notificationPath(notification.link);
  const unread = notification.read_at === null;
  const read = () => {
    if (unread) onRead(notification.id);
  };
  return (
    <Item $unread={unread} data-testid="notification" data-unread={unread}>
      <Body>
        <p>
          {unread ? <strong>{t('notifications.unread')}: </strong> : null}
          {t(`notifications.types.${notification.type}`, { ...values, role })}
        </p>
        <time dateTime={notification.created_at}>{formatLocalizedDate(notification.created_at, timezone, locale, SHORT_DATE_TIME_PATTERN)}</time>
      </Body>
      <Actions>
        {path ? (
          <Link to={localized(path)} onClick={read}>
            {t('notifications.open')}
          </Link>
        ) : null}
        {unread ? (
          <Button $variant="secondary" type="button" onClick={read} disabled={busy}>
            {t('notifications.markRead')}
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
