import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { routePath } from '@portal/shared/contracts';
import { LEGAL_DOCUMENT_IDS, legalDocumentIdOf } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { LinkTabs, PageColumn, PageTitle, Surface } from '@portal/shared/ui';
import { ClauseList } from '../../features/legal/components/ClauseList';

const DocumentTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  overflow-wrap: anywhere;
`;

/** /agreements?docId=: the privacy policy (default), the user agreement and the cookie policy, one tab each. */
export default function AgreementsPage() {
  const { t } = useTranslation('content');
  const { t: doc } = useTranslation('documents');
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const docId = legalDocumentIdOf(params.get('docId'));
  const base = localized(routePath('agreements'));
  return (
    <PageColumn $width="reading">
      <PageTitle subtitle={t('agreements.subtitle')}>{t('agreements.title')}</PageTitle>
      <LinkTabs
        label={t('agreements.tabsLabel')}
        active={docId}
        tabs={LEGAL_DOCUMENT_IDS.map((id) => ({ id, label: doc(`${id}.title`), to: `${base}?docId=${id}` }))}
      />
      <Surface as="article" $gap={3} aria-labelledby="agreement-title" data-document={docId}>
        <DocumentTitle id="agreement-title">{doc(`${docId}.title`)}</DocumentTitle>
        <ClauseList text={doc(`${docId}.text`)} headingLevel={3} />
      </Surface>
    </PageColumn>
  );
}
