import { GAMES, type Locale } from '@portal/shared/constants';
import type { Game, UserGameAccount } from '@portal/shared/contracts';
import { gameKeyOf } from '@portal/shared/domain';
import type { GameProfileStoreOutput } from '@portal/shared/schemas';
import type { Database } from '../../../db/client';
import { uniqueViolation } from '../../../db/unique-violation';
import { forbidden, HttpError, notFound, validationFailed } from '../../../http/http-error';
import { accountOfGame, accountsOfUsers, activeGames, deleteAccount, fieldsOfGames, findAccount, inGameIdTaken, insertAccount, updateAccount } from './repository';
import { accountValues, toGame, toGameAccount } from './serializer';

/**
 * Game accounts (docs/spec.md sections 3 and 5): one per game and player; an in-game id belongs to one player of
 * its game. Only the owner changes or deletes an account (403 for others, 404 for an unknown id).
 */
const gameOf = (input: GameProfileStoreOutput) => (input.gameName === GAMES.pubg.slug ? GAMES.pubg : GAMES.mlbb);
const idTaken = (input: GameProfileStoreOutput) => validationFailed({ [`fields.${gameOf(input).idKey}`]: ['game_profile.game_id_taken'] });

/** A unique index broken by a write at the same moment: the error the checks give. */
function uniqueError(input: GameProfileStoreOutput) {
  return (error: unknown): never => {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    if (constraint.includes('user_game')) throw new HttpError(409, 'game_profile.already_exists');
    throw idTaken(input);
  };
}

export async function listGames(db: Database, locale: Locale): Promise<Game[]> {
  const rows = await activeGames(db);
  const fields = await fieldsOfGames(db, rows.map((row) => row.id));
  return rows.map((row) => toGame(row, fields.filter((field) => field.gameId === row.id), locale));
}

export async function listAccounts(db: Database, userId: number): Promise<UserGameAccount[]> {
  return (await accountsOfUsers(db, [userId])).map(toGameAccount);
}

export async function storeAccount(db: Database, userId: number, input: GameProfileStoreOutput): Promise<UserGameAccount> {
  const game = gameOf(input);
  const values = accountValues(input);
  const row = await db
    .transaction(async (tx) => {
      if (await accountOfGame(tx, userId, game.id)) throw new HttpError(409, 'game_profile.already_exists');
      if (await inGameIdTaken(tx, game.id, values.gameAccountId, null)) throw idTaken(input);
      return insertAccount(tx, userId, game.id, values);
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      return uniqueError(input)(error);
    });
  return toGameAccount(row);
}

/** 404 for an unknown account, 403 for another player's: judged before the body is. */
export async function assertOwnAccount(db: Database, userId: number, id: number): Promise<void> {
  const account = await findAccount(db, id);
  if (!account) throw notFound('game_profile.not_found');
  if (account.userId !== userId) throw forbidden();
}

export async function changeAccount(db: Database, userId: number, id: number, input: GameProfileStoreOutput, now = new Date()): Promise<UserGameAccount> {
  const game = gameOf(input);
  const values = accountValues(input);
  const row = await db
    .transaction(async (tx) => {
      const account = await findAccount(tx, id);
      if (!account) throw notFound('game_profile.not_found');
      if (account.userId !== userId) throw forbidden();
      if (gameKeyOf(account.gameId) !== gameKeyOf(game.id)) throw validationFailed({ gameName: ['game_profile.game_mismatch'] });
      if (await inGameIdTaken(tx, game.id, values.gameAccountId, id)) throw idTaken(input);
      return updateAccount(tx, id, values, now);
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      return uniqueError(input)(error);
    });
  return toGameAccount(row);
}

export async function removeAccount(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findAccount(tx, id);
    if (!account) throw notFound('game_profile.not_found');
    if (account.userId !== userId) throw forbidden();
    await deleteAccount(tx, id);
  });
}
