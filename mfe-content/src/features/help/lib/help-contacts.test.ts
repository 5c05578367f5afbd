import { CONTACT_OPTIONS, PORTAL_SUPPORT_EMAIL } from '@portal/shared/constants';
import { PORTAL_SOCIAL_LINKS } from '@portal/shared/domain';
import { helpContacts } from './help-contacts';

describe('helpContacts', () => {
  it('offers telegram, discord and email, in the order of the contact options', () => {
    expect(helpContacts().map((contact) => contact.id)).toEqual([...CONTACT_OPTIONS]);
  });

  it('links the portal channels and the support address', () => {
    const byId = Object.fromEntries(helpContacts().map((contact) => [contact.id, contact]));
    const social = (id: string) => PORTAL_SOCIAL_LINKS.find((link) => link.id === id)?.href;
    expect(byId.telegram).toEqual({ id: 'telegram', href: social('telegram'), display: 't.me/mobile_esports', external: true });
    expect(byId.discord).toEqual({ id: 'discord', href: social('discord'), display: 'discord.gg/mobile-esports', external: true });
    expect(byId.email).toEqual({ id: 'email', href: `mailto:${PORTAL_SUPPORT_EMAIL}`, display: PORTAL_SUPPORT_EMAIL, external: false });
  });
});
