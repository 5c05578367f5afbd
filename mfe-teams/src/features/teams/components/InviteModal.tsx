import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { translateErrorCode } from '@portal/shared/api-client';
import { BRAND_NAME } from '@portal/shared/constants';
import type { Team } from '@portal/shared/contracts';
import { invitePath } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { Button, FormAlert, Modal, mutedText, Stack, surface, tapTarget, TextField, useCopyFeedback } from '@portal/shared/ui';
import { inviteUrl, SHARE_TARGETS, shareUrl } from '../lib/share-links';

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
  ${mutedText()}
`;

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  ${tapTarget}
  padding: 0 16px;
  ${surface({ radius: 'md', raised: true })}
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export interface InviteModalProps {
  open: boolean;
  onClose: () => void;
  team: Team;
}

/**
 * The invite modal: the team's invite link, shared to WhatsApp, Telegram or VK, or copied (the button says
 * 'copied' for about a second; a refused clipboard gives team_page.copied_button_unsuccess).
 */
export function InviteModal({ open, onClose, team }: InviteModalProps) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const { state, copy } = useCopyFeedback();
  const link = team.hash ? inviteUrl(window.location.origin, localized(invitePath(team.hash))) : '';
  const message = t('invite.shareText', { name: team.name, brand: BRAND_NAME });
  return (
    <Modal open={open} onClose={onClose} title={t('invite.modalTitle')} data-testid="invite-modal">
      <Stack>
        <Text>{t('invite.modalText', { name: team.name })}</Text>
        <TextField label={t('invite.link')} value={link} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="invite-link" />
        <Button onClick={() => void copy(link)} aria-live="polite" data-state={state}>
          {state === 'copied' ? t('invite.copied') : t('invite.copy')}
        </Button>
        <FormAlert message={state === 'failed' ? translateErrorCode('team_page.copied_button_unsuccess') : null} />
        <Share aria-label={t('invite.shareTo')} role="group">
          {SHARE_TARGETS.map((target) => (
            <ShareLink key={target} href={shareUrl(target, link, message)} target="_blank" rel="noopener noreferrer">
              {t(`invite.share.${target}`)}
            </ShareLink>
          ))}
        </Share>
      </Stack>
    </Modal>
  );
}
