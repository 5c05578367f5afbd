import { checkRemoteRoutes } from '@portal/shared/testing';
import { routes } from './routes';

describe('mfe-teams routes', () => {
  checkRemoteRoutes({ remote: 'mfe-teams', routes, samplePaths: { 'teams.detail': '/my-teams/12', 'teams.public': '/esports-mobile-team/steppe-wolves', 'teams.invite': '/team/invite-member-a1b2c3d4' } });
});
