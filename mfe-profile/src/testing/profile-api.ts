import { createFakeApi, type FakeApi } from '@portal/shared/testing';
import type { UserDocument, UserGameAccount } from '@portal/shared/contracts';
import { COUNTRIES, GAMES_ANSWER, TIMEZONES } from './profile-fixtures';

/** A fake API answering the reads of the settings tabs: reference lists, game accounts and documents. */
export function settingsApi({ accounts = [], documents = [] }: { accounts?: UserGameAccount[]; documents?: UserDocument[] } = {}): FakeApi {
  return createFakeApi()
    .on('GET', '/country', { body: { data: COUNTRIES } })
    .on('GET', '/timezones', { body: { data: TIMEZONES } })
    .on('GET', '/games', { body: { data: GAMES_ANSWER } })
    .on('GET', '/user/game_profile', { body: { data: accounts } })
    .on('GET', '/user-document', { body: { data: documents } });
}
