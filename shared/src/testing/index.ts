export { renderWithProviders, type RenderOptions, type RenderWithProvidersResult } from './render-with-providers';
export { prepareI18n } from './prepare-i18n';
export { createFakeApi, fakeResponse, type FakeApi, type FakeReply, type RecordedCall } from './fake-api';
export { makeSessionUser } from './session-fixtures';
export { checkLocaleFiles, readLocaleFiles, localeFileProblems, localeLeaves, placeholdersOf, type LocaleFiles, type LocaleFileRules, type LocaleFileProblems } from './locale-files';
export { checkRemoteRoutes, samplePath, type RemoteRoutesCheck, type RouteVisitor } from './remote-routes';
export { makeTournamentSummary } from './tournament-fixtures';
