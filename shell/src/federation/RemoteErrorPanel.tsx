import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RemoteName } from '@portal/shared/contracts';
import { Button, surface } from '@portal/shared/ui';
import { useOnline } from './use-online';

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

/**
 * Shown in place of an area whose remote failed twice; the rest of the portal keeps working. While the
 * device is offline it says so (the section is not broken, the connection is gone) and tries again by
 * itself once the connection is back.
 */
export function RemoteErrorPanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onRetry();
    }
  }, [online, onRetry]);
  return (
    <Panel role="alert" data-testid="remote-error" data-remote={remote} data-offline={online ? undefined : 'true'}>
      <h2 style={{ margin: 0 }}>{t(online ? 'remote.failed' : 'remote.offline')}</h2>
      <p style={{ margin: 0, opacity: 0.75 }}>{t(online ? 'remote.hint' : 'remote.offlineHint')}</p>
      <Button onClick={onRetry} data-testid="remote-retry">
        {t('remote.retry')}
      </Button>
    </Panel>
  );
}
