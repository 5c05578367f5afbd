import fc from 'fast-check';
import { ineligibilityHintKey, ineligibilityReasons, tournamentRequiresDocuments, type EligibilityPlayer } from './player-eligibility';

const pubgTournament = { game: { id: 1 }, features: [] };
const documentsTournament = { game: { id: 1 }, features: [{ slug: 'with_comments' }, { slug: 'check_team_member_document' }] };
const ready: EligibilityPlayer = { game_profiles: [{ game_id: 1 }], social_accounts_count: 1, documents_count: 0 };

describe('player eligibility for a tournament (spec section 5)', () => {
  it('admits a player with a game profile for the game and a social account', () => {
    expect(ineligibilityReasons(ready, pubgTournament)).toEqual([]);
  });

  it('a player cannot be selected without a game profile for the tournament game', () => {
    expect(ineligibilityReasons({ ...ready, game_profiles: [{ game_id: 3 }] }, pubgTournament)).toEqual(['no_game_profile']);
    expect(ineligibilityReasons({ ...ready, game_profiles: null }, pubgTournament)).toEqual(['no_game_profile']);
  });

  it('a player cannot be selected without any social account', () => {
    expect(ineligibilityReasons({ ...ready, social_accounts_count: 0 }, pubgTournament)).toEqual(['no_social_account']);
    expect(ineligibilityReasons({ game_profiles: [{ game_id: 1 }] }, pubgTournament)).toEqual(['no_social_account']);
  });

  it('documents are required only with the check_team_member_document feature', () => {
    expect(tournamentRequiresDocuments(documentsTournament)).toBe(true);
    expect(tournamentRequiresDocuments({ features: null })).toBe(false);
    expect(ineligibilityReasons(ready, documentsTournament)).toEqual(['no_documents']);
    expect(ineligibilityReasons({ ...ready, documents_count: 2 }, documentsTournament)).toEqual([]);
  });

  it('lists every missing item, and the hint says what is missing', () => {
    expect(ineligibilityReasons({}, documentsTournament)).toEqual(['no_game_profile', 'no_social_account', 'no_documents']);
    expect(ineligibilityHintKey('no_documents')).toBe('tournament_page.player_no_documents');
    expect(ineligibilityHintKey('no_game_profile')).toBe('tournament_page.player_no_game_profile');
    expect(ineligibilityHintKey('no_social_account')).toBe('tournament_page.player_no_social_account');
  });

  it('never admits a player missing a required item', () => {
    const count = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ game_profiles: fc.option(fc.array(fc.record({ game_id: fc.constantFrom(1, 2, 3) }), { maxLength: 3 }), { nil: undefined }), social_accounts_count: count, documents_count: count }),
        fc.constantFrom(1, 3),
        fc.boolean(),
        (player, gameId, documents) => {
          const tournament = { game: { id: gameId }, features: documents ? [{ slug: 'check_team_member_document' }] : [] };
          const hasProfile = (player.game_profiles ?? []).some((p) => p.game_id === gameId);
          const hasSocial = (player.social_accounts_count ?? 0) >= 1;
          const hasDocuments = (player.documents_count ?? 0) >= 1;
          expect(ineligibilityReasons(player, tournament).length === 0).toBe(hasProfile && hasSocial && (!documents || hasDocuments));
        },
      ),
    );
  });
});
