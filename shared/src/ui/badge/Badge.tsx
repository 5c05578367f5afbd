import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamRoleCode } from '@portal/shared/constants';
import { pillShape, pillTone } from './pill-styles';

export type BadgeVariant = 'accepted' | 'rejected' | 'pending' | 'neutral';
/** Entry status codes of docs/spec.md section 4 (await is the pending state). */
export type TeamEntryStatus = 'accepted' | 'rejected' | 'await';

const Pill = styled.span<{ $variant: BadgeVariant }>`
  ${pillShape}
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ theme, $variant }) => pillTone({ accepted: theme.colors.success, rejected: theme.colors.danger, pending: theme.colors.warning, neutral: theme.colors.textMuted }[$variant])}
`;

export interface BadgeProps {
  variant?: BadgeVariant;
  children: ReactNode;
}

/** A small status label. */
export function Badge({ variant = 'neutral', children }: BadgeProps) {
  return (
    <Pill $variant={variant} data-variant={variant}>
      {children}
    </Pill>
  );
}

const STATUS_VARIANT: Record<TeamEntryStatus, BadgeVariant> = { accepted: 'accepted', rejected: 'rejected', await: 'pending' };

/** A team's application status (accepted, rejected, pending) with its translated label. */
export function StatusBadge({ status }: { status: TeamEntryStatus }) {
  const { t } = useTranslation('ui');
  const variant = STATUS_VARIANT[status];
  return <Badge variant={variant}>{t(`badge.${variant}`)}</Badge>;
}

/** A member's role in a team (owner, manager, member): the same chip on team pages, cards and profiles. */
export function RoleBadge({ role }: { role: TeamRoleCode }) {
  const { t } = useTranslation('ui');
  return <Badge variant={role === 'member' ? 'neutral' : 'accepted'}>{t(`teamRole.${role}`)}</Badge>;
}
