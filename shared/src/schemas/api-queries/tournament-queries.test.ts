import * as v from 'valibot';
import { validateInput } from '../validate';
import {
  LatestTournamentsParamsSchema,
  MainPageTournamentsParamsSchema,
  TournamentListQuerySchema,
  TournamentPageQuerySchema,
  TournamentRefSchema,
} from './tournament-queries';

describe('tournament list query', () => {
  it('defaults to page 1 of 10 with no filters', () => {
    expect(validateInput(TournamentListQuerySchema, {})).toEqual({ success: true, output: { page: 1, per_page: 10 } });
    expect(validateInput(TournamentListQuerySchema, { page: '', per_page: '', game: '', status: '', division: '' }).output).toEqual({
      page: 1,
      per_page: 10,
      game: undefined,
      status: undefined,
      division: undefined,
    });
  });

  it('reads the game as its id from a route slug, a data slug or the id', () => {
    for (const [game, id] of [['pubg-mobile', 1], ['pubg', 1], ['1', 1], ['mlbb', 3], ['3', 3]] as const) {
      expect(validateInput(TournamentListQuerySchema, { game }).output?.game).toBe(id);
    }
  });

  it('keeps status, division and the page numbers', () => {
    expect(validateInput(TournamentListQuerySchema, { status: 'registration-end', division: 'mlbb-division-2', page: '3', per_page: '100' }).output).toEqual({
      status: 'registration-end',
      division: 'mlbb-division-2',
      page: 3,
      per_page: 100,
    });
  });

  it.each([
    [{ page: '0' }, { page: ['validation.min_value|{"min":1}'] }],
    [{ page: '100001' }, { page: ['validation.max_value|{"max":100000}'] }],
    [{ per_page: '0' }, { per_page: ['validation.min_value|{"min":1}'] }],
    [{ per_page: '101' }, { per_page: ['validation.max_value|{"max":100}'] }],
    [{ per_page: '1e3' }, { per_page: ['validation.integer'] }],
    [{ page: ['1', '2'] }, { page: ['validation.integer'] }],
    [{ page: 2 }, { page: ['validation.integer'] }],
    [{ game: 'fifa', status: 'live', division: 'x' }, { game: ['validation.one_of'], status: ['validation.one_of'], division: ['validation.one_of'] }],
  ])('refuses %p', (input, errors) => {
    expect(validateInput(TournamentListQuerySchema, input)).toEqual({ success: false, errors });
  });
});

describe('latest tournaments', () => {
  it('defaults to 4 and takes 1 to 20', () => {
    expect(validateInput(LatestTournamentsParamsSchema, {}).output).toEqual({ count: 4 });
    expect(validateInput(LatestTournamentsParamsSchema, { count: '20' }).output).toEqual({ count: 20 });
    expect(validateInput(LatestTournamentsParamsSchema, { count: '21' }).errors).toEqual({ count: ['validation.max_value|{"max":20}'] });
    expect(validateInput(LatestTournamentsParamsSchema, { count: '0' }).errors).toEqual({ count: ['validation.min_value|{"min":1}'] });
  });
});

describe('tournament reference', () => {
  it('reads digits as an id and anything slug-shaped as a slug', () => {
    expect(v.parse(TournamentRefSchema, '42')).toEqual({ kind: 'id', id: 42 });
    expect(v.parse(TournamentRefSchema, '2147483647')).toEqual({ kind: 'id', id: 2147483647 });
    expect(v.parse(TournamentRefSchema, 'Nomad-League-3')).toEqual({ kind: 'slug', slug: 'nomad-league-3' });
  });

  it.each(['0', '007', '2147483648', '99999999999999999999', '', 'a b', 'x'.repeat(121), '-lead', 'trail-', 'double--dash'])('refuses %p', (ref) => {
    expect(v.safeParse(TournamentRefSchema, ref).success).toBe(false);
  });
});

describe('tournament page query and main page parameters', () => {
  it('accepts an access hash of safe characters only', () => {
    expect(validateInput(TournamentPageQuerySchema, {}).output).toEqual({});
    expect(validateInput(TournamentPageQuerySchema, { hash: 'AbC_12-x' }).output).toEqual({ hash: 'AbC_12-x' });
    expect(validateInput(TournamentPageQuerySchema, { hash: '<script>' }).errors).toEqual({ hash: ['validation.regex'] });
    expect(validateInput(TournamentPageQuerySchema, { hash: ['a', 'b'] }).errors).toEqual({ hash: ['validation.regex'] });
  });

  it('takes the route slugs of the games', () => {
    expect(v.safeParse(MainPageTournamentsParamsSchema, { slug: 'pubg-mobile' }).success).toBe(true);
    expect(v.safeParse(MainPageTournamentsParamsSchema, { slug: 'mlbb' }).success).toBe(true);
    expect(v.safeParse(MainPageTournamentsParamsSchema, { slug: 'pubg' }).success).toBe(false);
  });
});
