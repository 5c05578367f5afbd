import { formatLocalizedDate } from '@portal/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { TournamentSummary } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { MutedText } from '@portal/shared/ui';
import { tournamentKeys } from '../api/query-keys';
import { registrationWindow, secondsSince } from '../lib/registration-window';
import { RegistrationCountdown } from './RegistrationCountdown';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

type Tournament = Pick<TournamentSummary, 'start_req_time_timer' | 'end_req_time' | 'start_req_time' | 'end_reg_time' | 'timezone'>;

export interface RegistrationStatusProps {
  tournament: Tournament;
  /** When the answer holding the timers arrived (react-query's dataUpdatedAt). */
  updatedAt: number;
  /** Also show the registration window's dates under the countdown. */
  withDates?: boolean;
}

/**
 * The registration window of a tournament: "opens in" or "closes in" with a live countdown, or the
 * dates in the tournament timezone once it has closed. At zero the area's data is reloaded, so the
 * status that follows comes from the server.
 */
export function RegistrationStatus({ tournament, updatedAt, withDates = false }: RegistrationStatusProps) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const state = registrationWindow(tournament, secondsSince(updatedAt, now));
  const from = formatLocalizedDate(tournament.start_req_time, tournament.timezone, locale);
  const to = formatLocalizedDate(tournament.end_reg_time, tournament.timezone, locale);
  const dates = (
    <MutedText as="span">
      {t('registration.window', { from, to })} ({tournament.timezone})
    </MutedText>
  );

  const finished = () => {
    setNow(Date.now());
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
  };

  if (state.kind === 'closed') {
    return (
      <Line data-registration="closed">
        <strong>{t('registration.closed')}</strong>
        {dates}
      </Line>
    );
  }
  const label = t(state.kind === 'opens' ? 'registration.opensIn' : 'registration.closesIn');
  return (
    <Line data-registration={state.kind}>
      <span>{label}</span>
      <RegistrationCountdown key={`${updatedAt}-${now}`} seconds={state.secondsLeft} label={label} onFinish={finished} />
      {withDates ? dates : null}
    </Line>
  );
}
