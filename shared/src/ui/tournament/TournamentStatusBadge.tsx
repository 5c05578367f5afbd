import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentStatusCode } from '@portal/shared/constants';
import { tournamentStatusLabelKey } from '@portal/shared/domain';
import { pillShape, pillTone } from '../badge/pill-styles';
import type { PortalTheme } from '../theme';

const TONE: Record<TournamentStatusCode, (theme: PortalTheme) => string> = {
  'registration-not-started': (theme) => theme.colors.accent,
  registration: (theme) => theme.colors.success,
  'registration-end': (theme) => theme.colors.warning,
  game: (theme) => theme.colors.danger,
  ended: (theme) => theme.colors.textMuted,
};

const Pill = styled.span<{ $status: TournamentStatusCode }>`
  ${pillShape}
  gap: 6px;
  ${({ theme, $status }) => pillTone(TONE[$status](theme))}
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The tournament status of docs/spec.md section 4 with its label (soon, registration, awaiting matches, ...). */
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
