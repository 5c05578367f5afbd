import { useTranslation } from 'react-i18next';
import { Button, Modal, useModalState } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

export function ModalSection() {
  const { t } = useTranslation('content');
  const withFooter = useModalState();
  const withoutFooter = useModalState();
  const stateOf = (shown: boolean) => t(shown ? 'uiKits.modal.shown' : 'uiKits.modal.hidden');
  return (
    <KitSection id="modal" title={t('uiKits.modal.title')}>
      <KitState caption={t('uiKits.modal.state', { state: stateOf(withFooter.shown) })}>
        <Button onClick={withFooter.show}>{t('uiKits.modal.openWithFooter')}</Button>
      </KitState>
      <KitState caption={t('uiKits.modal.state', { state: stateOf(withoutFooter.shown) })}>
        <Button $variant="secondary" onClick={withoutFooter.show}>
          {t('uiKits.modal.openWithoutFooter')}
        </Button>
      </KitState>
      <Modal
        open={withFooter.shown}
        onClose={withFooter.hide}
        title={t('uiKits.modal.demoTitle')}
        footer={
          <>
            <Button $variant="secondary" onClick={withFooter.hide}>
              {t('uiKits.modal.cancel')}
            </Button>
            <Button $variant="danger" onClick={withFooter.hide}>
              {t('uiKits.modal.confirm')}
            </Button>
          </>
        }
      >
        {t('uiKits.modal.demoBody')}
      </Modal>
      <Modal open={withoutFooter.shown} onClose={withoutFooter.hide} closeOnOutsideClick />
    </KitSection>
  );
}
