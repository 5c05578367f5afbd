import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { PageColumn, PageTitle, SectionHeader, SignInGuard, Stack } from '@portal/shared/ui';
import { ContactList } from '../../features/help/components/ContactList';
import { FaqItem } from '../../features/help/components/FaqItem';
import { HelpRequestForm } from '../../features/help/components/HelpRequestForm';
import { MyHelpRequests } from '../../features/help/components/MyHelpRequests';
import { HELP_TOPICS } from '../../features/help/lib/help-topics';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** /Help: answers to the questions players ask most, a help request form with the player's own requests, and how to reach the portal's team. */
export default function HelpPage() {
  const { t } = useTranslation('content');
  const { hash } = useLocation();
  const [opened] = useState(() => hash.replace(/^#/, ''));
  return (
    <PageColumn $width="reading">
      <PageTitle subtitle={t('help.subtitle')}>{t('help.title')}</PageTitle>
      <Section aria-labelledby="help-faq">
        <SectionHeader>
          <span id="help-faq">{t('help.faqTitle')}</span>
        </SectionHeader>
        <Stack $gap={2}>
          {HELP_TOPICS.map((topic) => (
            <FaqItem
              key={topic.anchor}
              id={topic.anchor}
              question={t(`help.faq.${topic.key}.question`)}
              answer={t(`help.faq.${topic.key}.answer`)}
              initiallyOpen={opened === topic.anchor}
            />
          ))}
        </Stack>
      </Section>
      <Section aria-labelledby="help-request">
        <SectionHeader subtitle={t('help.form.subtitle')}>
          <span id="help-request">{t('help.form.title')}</span>
        </SectionHeader>
        <SignInGuard title={t('help.form.guestTitle')} text={t('help.form.guestText')}>
          {(user) => (
            <>
              <HelpRequestForm />
              <Section aria-labelledby="help-mine">
                <SectionHeader>
                  <span id="help-mine">{t('help.mine.title')}</span>
                </SectionHeader>
                <MyHelpRequests userId={user.id} />
              </Section>
            </>
          )}
        </SignInGuard>
      </Section>
      <Section aria-labelledby="help-contacts">
        <SectionHeader subtitle={t('help.contacts.subtitle')}>
          <span id="help-contacts">{t('help.contacts.title')}</span>
        </SectionHeader>
        <ContactList />
      </Section>
    </PageColumn>
  );
}
