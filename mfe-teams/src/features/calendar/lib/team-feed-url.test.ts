import { teamFeedWebcalUrl } from './team-feed-url';

describe('teamFeedWebcalUrl', () => {
  it("is the team's feed on the page's origin as a webcal subscription", () => {
    expect(teamFeedWebcalUrl('steppe-wolves', 'https://portal.example')).toBe('webcal://portal.example/api/v1/calendar/team/steppe-wolves.ics');
    expect(teamFeedWebcalUrl('a b', 'http://localhost:8080')).toBe('webcal://localhost:8080/api/v1/calendar/team/a%20b.ics');
  });
});
