import { useTranslation } from 'react-i18next';
import type { EntryMemberStatus } from '@portal/shared/constants';
import { Badge } from '@portal/shared/ui';

const VARIANT = { approved: 'accepted', declined: 'rejected', pending: 'pending' } as const;

/** A chosen player's answer to an application: confirmed, declined or waiting. */
export function MemberStatusBadge({ status }: { status: EntryMemberStatus }) {
  const { t } = useTranslation('tournaments');
  return <Badge variant={VARIANT[status]}>{t(`memberStatus.${status}`)}</Badge>;
}
