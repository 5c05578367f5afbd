import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RemoteName } from '@portal/shared/contracts';
import { Button, surface } from '@portal/shared/ui';

const Panel = styled.section`
  margin: 48px auto;
  max-width: 480px;
  padding: 32px 24px;
  ${surface()}
  text-align: center;
  display: grid;
  gap: 16px;
  justify-items: center;
`;

/** Shown in place of an area whose remote failed twice; the rest of the portal keeps working. */
export function RemoteErrorPanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert" data-testid="remote-error" data-remote={remote}>
      <h2 style={{ margin: 0 }}>{t('remote.failed')}</h2>
      <p style={{ margin: 0, opacity: 0.75 }}>{t('remote.hint')}</p>
      <Button onClick={onRetry} data-testid="remote-retry">
        {t('remote.retry')}
      </Button>
    </Panel>
  );
}
