import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { TournamentDetail } from '@portal/shared/contracts';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { ButtonLink, mutedText, useSignInLinks } from '@portal/shared/ui';
import { RegistrationStatus } from '../RegistrationStatus';
import { registrationWindow, secondsSince } from '../../lib/registration-window';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

const Title = styled.h2`
  margin: 0 0 4px;
  ${mutedText('sm')}
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export interface RegistrationPanelProps {
  tournament: TournamentDetail;
  updatedAt: number;
}

const LoginLink = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * Where registration stands (opens in / open until / closed) with the window in the tournament
 * timezone. Guests get a way to log in while registration has not closed; a signed-in player whose team
 * has an entry is told so. Applying itself happens in the application flow.
 */
export function RegistrationPanel({ tournament, updatedAt }: RegistrationPanelProps) {
  const { t } = useTranslation('tournaments');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const { t: tUi } = useTranslation('ui');
  const signIn = useSignInLinks();
  const closed = registrationWindow(tournament, secondsSince(updatedAt)).kind === 'closed';
  return (
    <Panel aria-labelledby="registration-title" data-testid="registration-panel">
      <div>
        <Title id="registration-title">{t('registration.title')}</Title>
        <RegistrationStatus tournament={tournament} updatedAt={updatedAt} withDates />
      </div>
      {!signedIn && !closed ? (
        <div>
          <Note>{t('registration.guestText')}</Note>
          <Note data-testid="registration-return">{tUi('authPrompt.comeBack')}</Note>
          {/* The link carries this page: a sign-in or registration begun here comes back to this tournament. */}
          <LoginLink to={signIn.login}>
            {t('registration.login')}
          </LoginLink>
        </div>
      ) : null}
      {signedIn && tournament.has_team_in_tournament ? <Note>{t('registration.teamEntered')}</Note> : null}
    </Panel>
  );
}
