import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAuthConfig } from '@portal/shared/api-client';
import { linkableContactMessengers, VERIFY_SOCIALS_PATH, type AttachableProvider } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { Button, Modal, MutedText } from '@portal/shared/ui';

/** Brand names, written the same in every language. */
const MESSENGER_NAMES: Record<AttachableProvider, string> = { telegram: 'Telegram', discord: 'Discord', whatsapp: 'WhatsApp', google: 'Google' };

const Messengers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
`;

/**
 * The verify-socials modal of the menu (docs/spec.md section 2): why a messenger matters (moderators reach players
 * through it; only players with one can be chosen for an application), which messengers this deployment can
 * link now (from the sign-in config: nothing is offered that cannot work), and the way to the settings' safety
 * tab where each is linked.
 */
export function VerifySocialsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { data: config } = useAuthConfig({ enabled: open });
  const messengers = config ? linkableContactMessengers(config) : null;
  const link = () => {
    onClose();
    void navigate(localized(VERIFY_SOCIALS_PATH));
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeOnOutsideClick
      title={t('account.verifySocials')}
      data-testid="verify-socials-modal"
      footer={
        <>
          <Button $variant="ghost" onClick={onClose}>
            {t('account.verifySocialsLater')}
          </Button>
          <Button onClick={link} disabled={messengers?.length === 0} data-testid="verify-socials-link">
            {t('account.verifySocialsLink')}
          </Button>
        </>
      }
    >
      <p>{t('account.verifySocialsWhy')}</p>
      {messengers === null ? null : messengers.length > 0 ? (
        <>
          <MutedText as="p">{t('account.verifySocialsAvailable')}</MutedText>
          <Messengers data-testid="verify-socials-messengers">
            {messengers.map((provider) => (
              <li key={provider}>{MESSENGER_NAMES[provider]}</li>
            ))}
          </Messengers>
        </>
      ) : (
        <MutedText as="p" role="status">
          {t('account.verifySocialsNone')}
        </MutedText>
      )}
    </Modal>
  );
}
