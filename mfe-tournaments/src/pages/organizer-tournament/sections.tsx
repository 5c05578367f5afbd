import type { ComponentType } from 'react';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { BracketsPanel } from './BracketsPanel';
import { EntriesReviewPanel } from './EntriesReviewPanel';
import { ResultsPanel } from './results/ResultsPanel';
import { SettingsPanel } from './SettingsPanel';
import { StatusPanel } from './StatusPanel';
import { StructurePanel } from './structure/StructurePanel';

/**
 * The sections (tabs) of an organiser's tournament page, /organizer/tournaments/{slug}. Later features
 * add theirs here: entry review (applications, the entries tab) and results entry (matches). The id is also the URL
 * fragment that opens the tab.
 */
export interface OrganizerSection {
  id: string;
  /** Key in the tournaments namespace. */
  labelKey: string;
  Panel: ComponentType<{ tournament: OrganizerTournament }>;
}

export const ORGANIZER_SECTIONS: readonly OrganizerSection[] = [
  { id: 'settings', labelKey: 'organizer.sections.settings', Panel: SettingsPanel },
  { id: 'stages', labelKey: 'organizer.sections.stages', Panel: StructurePanel },
  { id: 'status', labelKey: 'organizer.sections.status', Panel: StatusPanel },
  { id: 'entries', labelKey: 'organizer.sections.entries', Panel: EntriesReviewPanel },
  { id: 'results', labelKey: 'organizer.sections.results', Panel: ResultsPanel },
  { id: 'brackets', labelKey: 'organizer.sections.brackets', Panel: BracketsPanel },
];
