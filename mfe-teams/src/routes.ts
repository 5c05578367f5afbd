import { registerNamespace } from '@portal/shared/i18n';
import { lazyPage, type RemoteRoutes } from '@portal/shared/platform';

registerNamespace('teams', (lng) => import(`./locales/${lng}.json`));

export const routes: RemoteRoutes<'mfe-teams'> = {
  'teams.mine': { id: 'teams.mine', lazy: lazyPage(() => import('./pages/my-teams/MyTeamsPage')) },
  'teams.detail': { id: 'teams.detail', lazy: lazyPage(() => import('./pages/team-detail/TeamDetailPage')) },
  'teams.public': { id: 'teams.public', lazy: lazyPage(() => import('./pages/public-team/PublicTeamPage')) },
  'teams.invite': { id: 'teams.invite', lazy: lazyPage(() => import('./pages/invite/InvitePage')) },
};
