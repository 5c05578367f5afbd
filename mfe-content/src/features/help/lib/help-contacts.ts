import { CONTACT_OPTIONS, PORTAL_SUPPORT_EMAIL, type ContactOption } from '@portal/shared/constants';
import { PORTAL_SOCIAL_LINKS, type PortalSocialId } from '@portal/shared/domain';

/** One way to reach the portal's team from the help page (docs/spec.md section 9: telegram, discord, email). */
export interface HelpContact {
  id: ContactOption;
  href: string;
  /** What the link shows: the address without its scheme. */
  display: string;
  /** Opens outside the portal (in a new tab). */
  external: boolean;
}

const SOCIAL_HREFS = Object.fromEntries(PORTAL_SOCIAL_LINKS.map((link) => [link.id, link.href])) as Record<PortalSocialId, string>;

const withoutScheme = (href: string) => href.replace(/^https?:\/\//, '');

/** Telegram and Discord are the portal's own channels; e-mail goes to the support address. */
export function helpContacts(): HelpContact[] {
  return CONTACT_OPTIONS.map((id) => {
    if (id === 'email') return { id, href: `mailto:${PORTAL_SUPPORT_EMAIL}`, display: PORTAL_SUPPORT_EMAIL, external: false };
    const href = SOCIAL_HREFS[id];
    return { id, href, display: withoutScheme(href), external: true };
  });
}
