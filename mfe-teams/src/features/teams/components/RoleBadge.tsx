import { useTranslation } from 'react-i18next';
import type { TeamRoleCode } from '@portal/shared/constants';
import { Badge } from '@portal/shared/ui';

/** A member's role in the team: owner, manager or member. */
export function RoleBadge({ role }: { role: TeamRoleCode }) {
  const { t } = useTranslation('teams');
  return <Badge variant={role === 'member' ? 'neutral' : 'accepted'}>{t(`roles.${role}`)}</Badge>;
}
