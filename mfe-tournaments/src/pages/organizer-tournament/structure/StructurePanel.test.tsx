import { screen, within } from '@testing-library/react';
import type { OrganizerGroup, OrganizerStage, OrganizerTournament } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { StructurePanel } from './StructurePanel';

jest.setTimeout(30_000);

const group = (id: number, name: string, patch: Partial<OrganizerGroup> = {}): OrganizerGroup => ({
  id,
  stage_id: 8,
  name,
  game_time: '2026-12-05T15:00:00.000000Z',
  timezone: 'Asia/Almaty',
  status: { code: 'registration' },
  capacity: 16,
  teams_count: 0,
  lobby_id: null,
  lobby_password: null,
  can_delete: true,
  lock_reasons: [],
  ...patch,
});
const qualifiers: OrganizerStage = {
  id: 8,
  name: 'Qualifiers',
  register_start_date: '2026-12-01T09:00:00.000000Z',
  replace_count: 1,
  prev_stage_id: null,
  groups: [group(31, 'Group A'), group(32, 'Group B', { teams_count: 3, can_delete: false, lock_reasons: ['entries'] })],
  can_delete: false,
  lock_reasons: ['entries', 'next_stage'],
};
const final: OrganizerStage = { id: 9, name: 'Final', register_start_date: '2026-12-06T09:00:00.000000Z', replace_count: 0, prev_stage_id: 8, groups: [], can_delete: true, lock_reasons: [] };
const tournament = { id: 5, slug: 'moscow-cup', name: 'Moscow Cup', timezone: 'Europe/Moscow', start_req_time: '2026-11-30T09:00:00.000000Z', start_time: '2026-12-05T09:00:00.000000Z', stages: [qualifiers, final] } as unknown as OrganizerTournament;

const render = (api = createFakeApi()) =>
  renderWithProviders(<StructurePanel tournament={tournament} />, { route: '/en/organizer/tournaments/moscow-cup', locale: 'en', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });

describe('stages and groups of the console', () => {
  it('lists each stage and group on a line of facts in the tournament timezone, with no form open', async () => {
    await render();
    expect(screen.getByTestId('structure-timezone')).toHaveTextContent('Europe/Moscow');
    const [first] = screen.getAllByTestId('organizer-stage');
    expect(first).toHaveTextContent('registration from 01.12.2026 12:00');
    expect(within(first as HTMLElement).getAllByTestId('organizer-group')[0]).toHaveTextContent('Group A05.12.2026 18:00 · teams: 0 of 16');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: '+ Group — Final' })).toHaveTextContent('+ Group');
  });

  it("edits a stage in a sheet that says the true reason it cannot be deleted, and saves it", async () => {
    const api = createFakeApi().on('PUT', '/organizer/stages/8', { body: { data: { ...tournament, stages: [{ ...qualifiers, name: 'Qualifiers 1' }, final] } } });
    const { user } = await render(api);
    await user.click(screen.getByRole('button', { name: 'Edit stage Qualifiers' }));
    const sheet = screen.getByTestId('structure-sheet');
    expect(within(sheet).getByTestId('lock-reasons')).toHaveTextContent('Cannot be deleted: teams have applied to it; it is the previous stage of Final');
    await user.clear(within(sheet).getByLabelText('Stage name'));
    await user.type(within(sheet).getByLabelText('Stage name'), 'Qualifiers 1');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Qualifiers 1” saved')).toBeInTheDocument();
    expect(screen.queryByTestId('structure-sheet')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('adds a group from an empty sheet, and offers delete only where nothing depends on it', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: '+ Group — Qualifiers' }));
    const sheet = screen.getByTestId('structure-sheet');
    expect(within(sheet).getByRole('form', { name: 'New group of Qualifiers' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Group name')).toHaveValue('');
    expect(within(sheet).queryByTestId('lock-reasons')).toBeNull();
    expect(within(sheet).queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Edit group Group A' }));
    expect(within(screen.getByTestId('structure-sheet')).getByRole('button', { name: 'Delete group Group A' })).toBeInTheDocument();
  });
});
