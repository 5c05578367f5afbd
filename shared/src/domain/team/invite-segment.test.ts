import { invitePath } from '../navigation/redirect-targets';
import { INVITE_SEGMENT_PREFIX, inviteHashFromSegment } from './invite-segment';

describe('inviteHashFromSegment', () => {
  it('reads the hash of invite-member-{hash}', () => {
    expect(inviteHashFromSegment('invite-member-a1B2c3')).toBe('a1B2c3');
    expect(inviteHashFromSegment('invite-member-k9_x-Z7q')).toBe('k9_x-Z7q');
    expect(inviteHashFromSegment('Invite-Member-a1B2c3')).toBe('a1B2c3');
  });

  it('is the inverse of invitePath', () => {
    const segment = invitePath('Zq81_mPx').split('/').pop();
    expect(segment?.startsWith(INVITE_SEGMENT_PREFIX)).toBe(true);
    expect(inviteHashFromSegment(segment)).toBe('Zq81_mPx');
  });

  it.each([
    ['another prefix', 'invite-abc123'],
    ['no hash', 'invite-member-'],
    ['a hash that is too short', 'invite-member-abc'],
    ['a hash that is too long', `invite-member-${'a'.repeat(129)}`],
    ['characters outside the alphabet', 'invite-member-abc123%2F..'],
    ['a dot', 'invite-member-abc.def'],
    ['a space', 'invite-member-abc 123'],
    ['the prefix alone, elsewhere', 'xinvite-member-abc123'],
  ])('rejects %s', (_label, segment) => {
    expect(inviteHashFromSegment(segment)).toBeNull();
  });

  it('rejects a missing segment', () => {
    expect(inviteHashFromSegment(undefined)).toBeNull();
    expect(inviteHashFromSegment(null)).toBeNull();
  });

  it('accepts the longest allowed hash', () => {
    expect(inviteHashFromSegment(`invite-member-${'a'.repeat(128)}`)).toBe('a'.repeat(128));
  });
});
