import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

export function ToastSection() {
  const { t } = useTranslation('content');
  const toast = useToast();
  return (
    <KitSection id="toast" title={t('uiKits.toast.title')}>
      <KitState caption={t('uiKits.toast.caption')}>
        <Button $variant="secondary" onClick={() => toast.show(t('uiKits.toast.infoText'))}>
          {t('uiKits.toast.info')}
        </Button>
        <Button $variant="secondary" onClick={() => toast.success(t('uiKits.toast.successText'))}>
          {t('uiKits.toast.success')}
        </Button>
        <Button $variant="danger" onClick={() => toast.error(t('uiKits.toast.errorText'))}>
          {t('uiKits.toast.error')}
        </Button>
      </KitState>
    </KitSection>
  );
}
