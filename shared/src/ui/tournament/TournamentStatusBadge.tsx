import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentStatusCode } from '@portal/shared/constants';
import { tournamentStatusLabelKey } from '@portal/shared/domain';
import type { PortalTheme } from '../theme';

const TONE: Record<TournamentStatusCode, (theme: PortalTheme) => string> = {
  'registration-not-started': (theme) => theme.colors.accent,
  registration: (theme) => theme.colors.success,
  'registration-end': (theme) => theme.colors.warning,
  game: (theme) => theme.colors.danger,
  ended: (theme) => theme.colors.textMuted,
};

const Pill = styled.span<{ $status: TournamentStatusCode }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $status }) => TONE[$status](theme)};
  background: ${({ theme, $status }) => TONE[$status](theme)}22;
  border: 1px solid ${({ theme, $status }) => TONE[$status](theme)}66;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The tournament status of spec section 4 with its label (soon, registration, awaiting matches, ...). */
export function TournamentStatusBadge({ status }: { status: TournamentStatusCode }) {
  const { t } = useTranslation('validation');
  const key = tournamentStatusLabelKey(status);
  if (!key) return null;
  return (
    <Pill $status={status} data-status={status}>
      {t(key)}
    </Pill>
  );
}
