import type * as React from 'react';
import { act, screen } from '@testing-library/react';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeGroup, makeStage, makeTournamentDetail } from '../../lib/testing/tournament-fixtures';
import type * as Comments from './comments/CommentsSection';
import TournamentDetailPage from './TournamentDetailPage';

// The comments' file arrives late (as on a slow phone, where the drawer's smaller file came first).
let mockReleaseComments: () => void = () => undefined;
jest.mock('./lazy-parts', () => {
  const { lazy } = jest.requireActual<typeof React>('react');
  const loadComments = () =>
    new Promise<void>((resolve) => {
      mockReleaseComments = resolve;
    }).then(() => ({ default: jest.requireActual<typeof Comments>('./comments/CommentsSection').CommentsSection }));
  return { ...jest.requireActual<object>('./lazy-parts'), CommentsSection: lazy(loadComments) };
});

const DETAIL = '/v1/client/tournament/almaty-spring-cup';

describe('the sections under a tournament page texts', () => {
  it('show the comments and the stages drawer together and in order, so the drawer is never pushed down', async () => {
    const stages = [makeStage({ id: 1, name: 'Qualifier', groups: [makeGroup({ id: 11, name: 'Group A' })] })];
    const api = createFakeApi()
      .on('GET', DETAIL, { body: { data: makeTournamentDetail({ id: 10, game_slug: 'pubg', with_comments: true, stages }) } })
      .on('GET', '/v1/client/tournaments/10/comments', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } } })
      .on('GET', '/v1/client/tournament/almaty-spring-cup/grid', { body: { data: { stages: [] } } });
    renderWithProviders(<TournamentDetailPage />, { route: '/en/esports-mobile-tournaments/almaty-spring-cup', path: '/:lang?/esports-mobile-tournaments/:slug', fetch: api.fetch });
    await screen.findByTestId('detail-header');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('stages-drawer')).not.toBeInTheDocument();

    await act(async () => mockReleaseComments());
    const comments = await screen.findByTestId('tournament-comments');
    const drawer = await screen.findByTestId('stages-drawer');
    expect(comments.compareDocumentPosition(drawer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
