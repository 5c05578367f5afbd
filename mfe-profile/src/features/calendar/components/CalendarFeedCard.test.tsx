import { screen, within } from '@testing-library/react';
import type { CalendarFeedLink } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { CalendarFeedCard } from './CalendarFeedCard';

const session = { token: 'token-1', user: makeSessionUser() };
const linkOf = (token: string): CalendarFeedLink => ({
  url: `https://portal.example/api/v1/calendar/${token}.ics`,
  webcal_url: `webcal://portal.example/api/v1/calendar/${token}.ics`,
  created_at: '2026-11-27T10:00:00.000Z',
});

describe('calendar feed (settings)', () => {
  it('makes a first link and shows it as webcal with copy and open actions', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/calendar-feed', { body: { data: { has_link: false, created_at: null } } }, { body: { data: { has_link: true, created_at: '2026-11-27T10:00:00.000Z' } } })
      .on('POST', '/v1/client/calendar-feed', { body: { data: linkOf('a'.repeat(64)) } });
    const { user: u } = await renderWithProviders(<CalendarFeedCard />, { route: '/en/settings', session, fetch: api.fetch });
    // After the render: user-event puts a clipboard of its own on navigator when it is set up.
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = screen.getByTestId('calendar-feed');
    expect(card).toHaveTextContent("Subscribe to your matches in your phone's calendar");
    await u.click(await within(card).findByRole('button', { name: 'Make a link' }));
    const field = await within(card).findByLabelText('Calendar link (webcal)');
    expect(field).toHaveValue(`webcal://portal.example/api/v1/calendar/${'a'.repeat(64)}.ics`);
    expect(within(card).getByRole('link', { name: 'Open in calendar' })).toHaveAttribute('href', `webcal://portal.example/api/v1/calendar/${'a'.repeat(64)}.ics`);
    await u.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`webcal://portal.example/api/v1/calendar/${'a'.repeat(64)}.ics`);
    expect(await within(card).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('asks before making a new link, which replaces the shown one', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/calendar-feed', { body: { data: { has_link: true, created_at: '2026-11-20T10:00:00.000Z' } } })
      .on('POST', '/v1/client/calendar-feed', { body: { data: linkOf('b'.repeat(64)) } });
    const { user: u } = await renderWithProviders(<CalendarFeedCard />, { route: '/en/settings', session, fetch: api.fetch });
    const card = screen.getByTestId('calendar-feed');
    expect(await within(card).findByText(/shown only once/)).toBeInTheDocument();
    await u.click(within(card).getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The old link stops working at once');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await within(card).findByLabelText('Calendar link (webcal)')).toHaveValue(`webcal://portal.example/api/v1/calendar/${'b'.repeat(64)}.ics`);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
