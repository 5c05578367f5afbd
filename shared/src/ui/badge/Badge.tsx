import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

export type BadgeVariant = 'accepted' | 'rejected' | 'pending' | 'neutral';
/** Entry status codes of spec section 4 (await is the pending state). */
export type TeamEntryStatus = 'accepted' | 'rejected' | 'await';

const Pill = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ theme, $variant }) => {
    const color = { accepted: theme.colors.success, rejected: theme.colors.danger, pending: theme.colors.warning, neutral: theme.colors.textMuted }[$variant];
    return css`
      color: ${color};
      background: ${color}22;
      border: 1px solid ${color}66;
    `;
  }}
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
