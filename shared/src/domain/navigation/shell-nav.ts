import { LEVEL_GAME_ID } from '@portal/shared/constants';
import { routePath, type SessionUser, type SocialProvider } from '@portal/shared/contracts';
import { canUseOrganizerConsole } from '../organizer/access';
import { onboardingStepAction } from '../onboarding/steps';

/**
 * Navigation rules of the shell (docs/spec.md section 2, Navigation): which links the header, the sidebars, the
 * bottom bar and the footer show to guests and to logged-in users. Paths are route paths without the
 * locale prefix (the shell localizes them); labels are keys of the `common` namespace.
 */
export interface NavItem {
  /** Stable id, also used in test ids (`nav-<id>`). */
  id: string;
  /** i18n key in the `common` namespace. */
  labelKey: string;
  path: string;
}

export interface ExternalNavItem {
  id: string;
  labelKey: string;
  href: string;
}

/** The part of the stored user the navigation depends on. */
export type NavUser = Pick<SessionUser, 'id' | 'slug'> & {
  socialAccounts?: Pick<SessionUser['socialAccounts'][number], 'provider'>[] | null;
  /** Site roles: staff and organisers get the organiser console link. */
  roles?: readonly { name: string }[] | null;
};

export interface NavSession {
  /** A token is stored (the user is logged in). */
  authenticated: boolean;
  /** The stored profile, when there is one. */
  user: NavUser | null;
}

/** Header links (desktop), also the first group of the mobile sidebar and of the footer. */
export const MAIN_NAV: readonly NavItem[] = [
  { id: 'tournaments', labelKey: 'nav.tournaments', path: routePath('tournaments.list') },
  { id: 'watch', labelKey: 'nav.watch', path: routePath('watch') },
  { id: 'help', labelKey: 'nav.help', path: routePath('help') },
  { id: 'news', labelKey: 'nav.news', path: routePath('news.list') },
  { id: 'rating', labelKey: 'nav.rating', path: routePath('rating') },
  { id: 'votes', labelKey: 'nav.votes', path: routePath('votes') },
];

/** What a guest sees instead of the avatar. */
export const GUEST_ACTIONS: readonly NavItem[] = [
  { id: 'login', labelKey: 'auth.login', path: routePath('login') },
  { id: 'register', labelKey: 'auth.register', path: routePath('registration') },
];

/** Where exit leads: the login-by-number page (docs/spec.md section 4, Logout). */
export const LOGOUT_TARGET = routePath('login.number');

/** Profile page of a user: /user/{slug}, falling back to the id when there is no slug. */
export function profilePath(user: Pick<NavUser, 'id' | 'slug'>): string {
  const slug = user.slug?.trim();
  return routePath('user', { slug: slug ? slug : user.id });
}

export interface HeaderNav {
  links: readonly NavItem[];
  /** Login and register, for guests only. */
  guestActions: readonly NavItem[];
  /** Logged-in users get an avatar that opens the account sidebar. */
  showAvatar: boolean;
}

export function headerNav(session: NavSession): HeaderNav {
  return {
    links: MAIN_NAV,
    guestActions: session.authenticated ? [] : GUEST_ACTIONS,
    showAvatar: session.authenticated,
  };
}

/**
 * Account links of the sidebars: profile, teams, my tournaments, applications, settings; and the organiser
 * console for staff and organisers.
 */
export function accountLinks(session: NavSession): NavItem[] {
  if (!session.authenticated) return [];
  const links: NavItem[] = [];
  if (session.user) links.push({ id: 'profile', labelKey: 'account.profile', path: profilePath(session.user) });
  links.push(
    { id: 'teams', labelKey: 'account.teams', path: routePath('teams.mine') },
    { id: 'my-tournaments', labelKey: 'account.myTournaments', path: routePath('applications') },
    { id: 'applications', labelKey: 'account.applications', path: routePath('entries') },
    { id: 'settings', labelKey: 'account.settings', path: routePath('settings.new') },
  );
  if (canUseOrganizerConsole((session.user?.roles ?? []).map((role) => role.name))) {
    links.push({ id: 'organizer', labelKey: 'account.organizer', path: routePath('organizer') });
  }
  return links;
}

/**
 * Messengers through which tournament moderators can reach a player (onboarding step 0): Telegram, Discord,
 * and WhatsApp, which the portal links by a code and which works as well.
 */
export const CONTACT_SOCIAL_PROVIDERS: readonly SocialProvider[] = ['telegram', 'discord', 'whatsapp'];

/** The 'verify socials' shortcut shows until the user has one of the contact messengers linked. */
export function needsSocialVerification(user: NavUser | null): boolean {
  if (!user) return false;
  return !(user.socialAccounts ?? []).some((account) => CONTACT_SOCIAL_PROVIDERS.includes(account.provider));
}

/** Linking a contact messenger is onboarding step 0, whose action opens the safety tab of the settings. */
export const VERIFY_SOCIALS_PATH = onboardingStepAction(0);
/** The teams remote opens its create-team modal when /my-teams carries this query. */
export const CREATE_TEAM_PATH = `${routePath('teams.mine')}?create=1`;

export interface MobileSidebarNav {
  links: readonly NavItem[];
  account: NavItem[];
  guestActions: readonly NavItem[];
  /** Shortcut to the safety tab of the settings, or null when a contact social account is linked. */
  verifySocials: NavItem | null;
  /** Create-team action, for logged-in users. */
  createTeam: NavItem | null;
  showLogout: boolean;
}

export function mobileSidebarNav(session: NavSession): MobileSidebarNav {
  const signedIn = session.authenticated;
  return {
    links: MAIN_NAV,
    account: accountLinks(session),
    guestActions: signedIn ? [] : GUEST_ACTIONS,
    verifySocials:
      signedIn && needsSocialVerification(session.user)
        ? { id: 'verify-socials', labelKey: 'account.verifySocials', path: VERIFY_SOCIALS_PATH }
        : null,
    createTeam: signedIn ? { id: 'create-team', labelKey: 'account.createTeam', path: CREATE_TEAM_PATH } : null,
    showLogout: signedIn,
  };
}

/** Bottom bar: only for logged-in users on a phone-sized screen. */
export function bottomBarItems(session: NavSession, mobile: boolean): NavItem[] {
  if (!session.authenticated || !mobile) return [];
  const items: NavItem[] = [
    { id: 'home', labelKey: 'bottomBar.home', path: routePath('home') },
    { id: 'matches', labelKey: 'bottomBar.matches', path: routePath('matches') },
    { id: 'tournaments', labelKey: 'bottomBar.tournaments', path: routePath('tournaments.list') },
    { id: 'applications', labelKey: 'bottomBar.applications', path: routePath('applications') },
  ];
  if (session.user) items.push({ id: 'profile', labelKey: 'bottomBar.profile', path: profilePath(session.user) });
  return items;
}

/** The legal documents of the footer (docs/spec.md section 2, /agreements docId). */
export const LEGAL_DOCUMENT_IDS = ['privacy-policy', 'user-agreement', 'cookie-policy'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export function legalDocumentPath(docId: LegalDocumentId): string {
  return `${routePath('agreements')}?docId=${docId}`;
}

/** The external page about the project, linked from the footer. */
export const ABOUT_URL = 'https://about.mobile-esports.gg';

/** The portal's own channels, linked from the account sidebar (shell); Telegram and Discord also from the help page's contacts. */
export const PORTAL_SOCIAL_LINKS = [
  { id: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@mobile.esports' },
  { id: 'telegram', label: 'Telegram', href: 'https://t.me/mobile_esports' },
  { id: 'discord', label: 'Discord', href: 'https://discord.gg/mobile-esports' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/mobile.esports' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@mobile-esports' },
] as const;
export type PortalSocialId = (typeof PORTAL_SOCIAL_LINKS)[number]['id'];

export interface FooterNav {
  links: readonly NavItem[];
  about: ExternalNavItem;
  documents: NavItem[];
}

export function footerNav(): FooterNav {
  return {
    links: MAIN_NAV,
    about: { id: 'about', labelKey: 'footer.about', href: ABOUT_URL },
    documents: LEGAL_DOCUMENT_IDS.map((docId) => ({
      id: docId,
      labelKey: `footer.documents.${docId}`,
      path: legalDocumentPath(docId),
    })),
  };
}

/** The part of the stored user the sidebar statistics read. */
export type StatsUser = {
  ratingPubgMobile?: { rating: number | null } | null;
  game_profiles?: { game_id: number; level?: { number: number } | null }[] | null;
};

export interface AccountStats {
  /** PUBG Mobile rating (ratingPubgMobile.rating). */
  rating: number | null;
  /** Level of the game profile of game id 1. */
  level: number | null;
  /** Kills per death from the match-kill statistics. */
  kd: number | null;
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads data.pubg_mobile.kdr of GET /v1/client/user/match-kill-statistics; null when it is missing. */
export function kdrFromStatistics(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const pubg = (data as { pubg_mobile?: unknown }).pubg_mobile;
  if (!pubg || typeof pubg !== 'object') return null;
  const kdr = (pubg as { kdr?: unknown }).kdr;
  if (typeof kdr === 'string' && kdr.trim() !== '') return finite(Number(kdr));
  return finite(kdr);
}

/** Rating, level and K/D of the account sidebar; each is null when unavailable (shown as a dash). */
export function accountStats(user: StatsUser | null, kdr: number | null): AccountStats {
  const level = user?.game_profiles?.find((profile) => profile.game_id === LEVEL_GAME_ID)?.level?.number;
  return {
    rating: finite(user?.ratingPubgMobile?.rating),
    level: finite(level),
    kd: finite(kdr),
  };
}
