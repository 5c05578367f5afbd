import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TournamentCommentThread } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { makePage, makeTournamentDetail } from '../../../lib/testing/tournament-fixtures';
import { CommentsSection } from './CommentsSection';

jest.setTimeout(30_000);

const COMMENTS = '/v1/client/tournaments/10/comments';
const author = { id: 3, username: 'AidosSniper', slug: null, avatar: null };
const thread: TournamentCommentThread = {
  id: 1,
  parent_id: null,
  content: '<b>Когда</b> плей-офф?',
  created_at: '2026-05-01T10:00:00.000Z',
  user: author,
  replies: [{ id: 2, parent_id: 1, content: 'В субботу', created_at: '2026-05-01T11:00:00.000Z', user: { ...author, id: 4, username: 'NurlanCaptain' } }],
};

describe('tournament comments', () => {
  it('shows threads as plain text with their answers, and asks a guest to sign in', async () => {
    const api = createFakeApi().on('GET', COMMENTS, { body: makePage([thread]) });
    await renderWithProviders(<CommentsSection tournament={makeTournamentDetail({ id: 10, with_comments: true })} />, { route: '/en/esports-mobile-tournaments/x', fetch: api.fetch });
    const comments = await screen.findAllByTestId('tournament-comment');
    expect(comments[0]).toHaveTextContent('<b>Когда</b> плей-офф?');
    expect(comments[1]).toHaveTextContent('В субботу');
    expect(screen.getByTestId('auth-prompt')).toBeInTheDocument();
  });

  it('tells a player under a ban that they cannot comment', async () => {
    const api = createFakeApi().on('GET', COMMENTS, { body: makePage([]) });
    await renderWithProviders(<CommentsSection tournament={makeTournamentDetail({ id: 10, with_comments: true, can_comment_tournament: false })} />, {
      route: '/en/esports-mobile-tournaments/x',
      session: { token: 't', user: makeSessionUser() },
      fetch: api.fetch,
    });
    expect(await screen.findByTestId('comments-banned')).toHaveTextContent('You cannot comment on this tournament.');
  });

  it('sends a reply to a thread', async () => {
    const api = createFakeApi()
      .on('GET', COMMENTS, { body: makePage([thread]) })
      .on('POST', COMMENTS, { status: 201, body: { data: { ...thread, id: 5, parent_id: 1, content: 'Спасибо' } } });
    await renderWithProviders(<CommentsSection tournament={makeTournamentDetail({ id: 10, with_comments: true, can_comment_tournament: true })} />, {
      route: '/en/esports-mobile-tournaments/x',
      session: { token: 't', user: makeSessionUser() },
      fetch: api.fetch,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to AidosSniper' }));
    const form = screen.getByTestId('reply-form');
    await userEvent.type(within(form).getByLabelText('Your reply'), 'Спасибо');
    await userEvent.click(within(form).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Спасибо', parent_id: 1 }));
  });
});
