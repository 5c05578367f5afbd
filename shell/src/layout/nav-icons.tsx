import type { JSX } from 'react';
import {
  ClipboardIcon,
  HelpIcon,
  HomeIcon,
  MatchesIcon,
  NewsIcon,
  PlayIcon,
  PlusIcon,
  RatingIcon,
  SettingsIcon,
  ShieldIcon,
  TeamIcon,
  TrophyIcon,
  UserIcon,
  VotesIcon,
} from './icons';

/** Icon of a navigation item by its id (see the shell navigation rules). */
const ICONS: Record<string, (props: { size?: number }) => JSX.Element> = {
  home: HomeIcon,
  matches: MatchesIcon,
  tournaments: TrophyIcon,
  watch: PlayIcon,
  help: HelpIcon,
  news: NewsIcon,
  rating: RatingIcon,
  votes: VotesIcon,
  'my-tournaments': TrophyIcon,
  applications: ClipboardIcon,
  profile: UserIcon,
  teams: TeamIcon,
  settings: SettingsIcon,
  'verify-socials': ShieldIcon,
  'create-team': PlusIcon,
  organizer: ShieldIcon,
};

export function NavIcon({ id, size }: { id: string; size?: number }) {
  const Icon = ICONS[id];
  return Icon ? <Icon size={size} /> : null;
}
