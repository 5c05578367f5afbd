import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui';
import { CodeInputSection } from './sections/CodeInputSection';
import { FloatingSection } from './sections/FloatingSection';
import { FormSection } from './sections/FormSection';
import { MediaSection } from './sections/MediaSection';
import { ModalSection } from './sections/ModalSection';
import { PaginationSection } from './sections/PaginationSection';
import { TabsSection } from './sections/TabsSection';
import { TimingSection } from './sections/TimingSection';
import { ToastSection } from './sections/ToastSection';

const Page = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

/** /ui-kits: every component of the shared UI kit in its states (docs/spec.md section 2, content pages). */
export default function UiKitsPage() {
  const { t } = useTranslation('content');
  return (
    <Page data-testid="page-ui-kits">
      <PageTitle subtitle={t('uiKits.subtitle')}>{t('uiKits.title')}</PageTitle>
      <Grid>
        <ModalSection />
        <ToastSection />
        <CodeInputSection />
        <PaginationSection />
        <TabsSection />
        <TimingSection />
        <FloatingSection />
        <MediaSection />
        <FormSection />
      </Grid>
    </Page>
  );
}
