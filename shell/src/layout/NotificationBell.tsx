import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountBadge } from './CountBadge';
import { useNotifications } from '@portal/shared/api-client';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { BellIcon } from './icons';

const Bell = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Count = styled(CountBadge)`
  top: 4px;
  right: 2px;
`;

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/**
 * The header bell of a signed-in player: the unread count (meta.unread_count of GET /user/notification),
 * kept live by the shell, which refetches it when the player's socket channel brings a notification (in
 * every open tab, through the shared worker), and a link to /Notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const unread = useNotifications(1).data?.meta.unread_count ?? 0;
  return (
    <Bell to={localized(routePath('notifications'))} aria-label={t('notifications.bell', { count: unread })} data-testid="notification-bell">
      <BellIcon />
      {unread > 0 ? (
        <Count aria-hidden="true" data-testid="notification-count">
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </Count>
      ) : null}
    </Bell>
  );
}
