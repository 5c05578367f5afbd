import { checkRemoteRoutes, createFakeApi } from '@portal/shared/testing';
import { makeInvitePreview, makePublicTeam, makeTeam } from './testing/team-fixtures';
import { routes } from './routes';

/** Each page with the API it calls answering as the real one would. */
const api = () =>
  createFakeApi()
    .on('GET', '/team', { body: { data: [makeTeam()] } })
    .on('GET', '/team/12', { body: { data: makeTeam() } })
    .on('GET', '/team/by/hash/a1b2c3d4', { body: { data: makeInvitePreview() } })
    .on('GET', '/v1/client/team/steppe-wolves', { body: { data: makePublicTeam() } });

describe('mfe-teams routes', () => {
  checkRemoteRoutes({
    remote: 'mfe-teams',
    routes,
    samplePaths: { 'teams.detail': '/my-teams/12', 'teams.public': '/esports-mobile-team/steppe-wolves', 'teams.invite': '/team/invite-member-a1b2c3d4' },
    renderOptions: () => ({ fetch: api().fetch }),
  });
});
