import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mutedText, surface } from '@portal/shared/ui';
import { helpContacts } from '../lib/help-contacts';

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  box-sizing: border-box;
  ${surface({ padding: 4, radius: 'md' })}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Address = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  overflow-wrap: anywhere;
`;

const Hint = styled.span`
  ${mutedText('sm')}
  line-height: 1.5;
`;

/** Telegram, Discord and e-mail of the portal's team (docs/spec.md section 9 contact options). */
export function ContactList() {
  const { t } = useTranslation('content');
  return (
    <List>
      {helpContacts().map((contact) => (
        <li key={contact.id}>
          <Item
            href={contact.href}
            data-testid={`help-contact-${contact.id}`}
            {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Name>{t(`help.contacts.${contact.id}.name`)}</Name>
            <Address>{contact.display}</Address>
            <Hint>{t(`help.contacts.${contact.id}.hint`)}</Hint>
          </Item>
        </li>
      ))}
    </List>
  );
}
