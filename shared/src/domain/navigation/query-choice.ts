import { DEFAULT_SETTINGS_TAB, SETTINGS_TABS, type SettingsTab } from '@portal/shared/constants';
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from './shell-nav';

/** `value` when it is one of `allowed`, else `fallback` (a query parameter picking a tab or a document). */
export function queryChoice<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((choice) => choice === value) ?? fallback;
}

/** /agreements?docId=: privacy-policy, user-agreement or cookie-policy; privacy-policy by default. */
export const DEFAULT_LEGAL_DOCUMENT_ID: LegalDocumentId = 'privacy-policy';

export function legalDocumentIdOf(docId: string | null | undefined): LegalDocumentId {
  return queryChoice(docId, LEGAL_DOCUMENT_IDS, DEFAULT_LEGAL_DOCUMENT_ID);
}

/** /settings-new?tab=: main-information (default), safety or game-information. */
export function settingsTabOf(tab: string | null | undefined): SettingsTab {
  return queryChoice(tab, SETTINGS_TABS, DEFAULT_SETTINGS_TAB);
}
