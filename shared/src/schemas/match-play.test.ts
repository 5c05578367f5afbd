import * as v from 'valibot';
import { bracketCreateSchema, bracketScoreSchema, customGameSchema, CustomGamesQuerySchema, tournamentCommentSchema, TournamentCommentsQuerySchema } from './match-play';
import { validateInput } from './validate';

describe('bracket requests', () => {
  it('take a bracket type and a series length', () => {
    expect(validateInput(bracketCreateSchema, { type: 'double_elimination', best_of: 5 }).success).toBe(true);
    expect(validateInput(bracketCreateSchema, { type: 'swiss', best_of: 2 }).errors).toEqual({ type: ['validation.match_play.bracket_type'], best_of: ['validation.match_play.best_of'] });
  });
  it('take whole scores from 0 to 4', () => {
    expect(validateInput(bracketScoreSchema, { opponent1_score: 2, opponent2_score: 1 }).success).toBe(true);
    expect(validateInput(bracketScoreSchema, { opponent1_score: 5, opponent2_score: 1.5 }).errors).toEqual({ opponent1_score: ['validation.match_play.score'], opponent2_score: ['validation.match_play.score'] });
  });
});

describe('tournament comments', () => {
  it('follow the news comment rule', () => {
    expect(validateInput(tournamentCommentSchema, { content: '  hi ' }).output).toEqual({ content: 'hi', parent_id: null });
    expect(v.parse(TournamentCommentsQuerySchema, {})).toEqual({ page: 1, per_page: 20 });
  });
});

describe('custom rooms', () => {
  const room = { game_id: 3, mode: 'classic', title: ' Scrim ', start_time: '2026-06-01T18:00:00+05:00', slots: 10, room_id: '123', room_password: 'abc' };
  it('take a game, a mode, a name, a start, slots and the room credentials', () => {
    expect(validateInput(customGameSchema, room).output).toMatchObject({ title: 'Scrim', start_time: '2026-06-01T13:00:00.000Z' });
  });
  it('refuse a bad start, slots out of range and empty credentials', () => {
    expect(validateInput(customGameSchema, { ...room, start_time: 'tomorrow', slots: 1, room_id: ' ', room_password: '' }).errors).toEqual({
      start_time: ['validation.match_play.room_start'],
      slots: ['validation.match_play.room_slots'],
      room_id: ['validation.match_play.room_id'],
      room_password: ['validation.match_play.room_password'],
    });
  });
  it('filter the list by game id', () => {
    expect(v.parse(CustomGamesQuerySchema, { game: '3' })).toMatchObject({ game: 3, page: 1 });
  });
});
