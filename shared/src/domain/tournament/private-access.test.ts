import { canReachTournament } from './private-access';

const open = { isPublished: true, accessHash: null, ownerId: 7 };
const closed = { isPublished: true, accessHash: 'a'.repeat(32), ownerId: 7 };
const player = { id: 1, roles: [] as string[] };
const nobody = { user: null, hash: undefined, isEntrant: false };

describe('canReachTournament', () => {
  it('opens a public published tournament to anyone', () => {
    expect(canReachTournament(open, nobody)).toBe(true);
  });

  it('hides an unpublished tournament even with the hash or as its organiser', () => {
    expect(canReachTournament({ ...closed, isPublished: false }, { user: { id: 7, roles: ['organizer'] }, hash: closed.accessHash, isEntrant: true })).toBe(false);
  });

  it('opens a private tournament only with its hash, to its manager or to an entrant', () => {
    expect(canReachTournament(closed, nobody)).toBe(false);
    expect(canReachTournament(closed, { user: player, hash: 'b'.repeat(32), isEntrant: false })).toBe(false);
    expect(canReachTournament(closed, { user: player, hash: '', isEntrant: false })).toBe(false);
    expect(canReachTournament(closed, { user: null, hash: closed.accessHash, isEntrant: false })).toBe(true);
    expect(canReachTournament(closed, { user: { id: 7, roles: ['organizer'] }, hash: undefined, isEntrant: false })).toBe(true);
    expect(canReachTournament(closed, { user: { id: 8, roles: ['organizer'] }, hash: undefined, isEntrant: false })).toBe(false);
    expect(canReachTournament(closed, { user: { id: 9, roles: ['admin'] }, hash: undefined, isEntrant: false })).toBe(true);
    expect(canReachTournament(closed, { user: player, hash: undefined, isEntrant: true })).toBe(true);
  });
});
