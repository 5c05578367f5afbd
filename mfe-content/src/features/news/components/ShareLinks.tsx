import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BRAND_NAME } from '@portal/shared/constants';
import { Button, tapTarget, useToast } from '@portal/shared/ui';
import { SHARE_TARGETS, shareUrl } from '../lib/share-links';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  ${tapTarget}
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const NAMES = { telegram: 'Telegram', whatsapp: 'WhatsApp', vk: 'VK', x: 'X' } as const;

/** Share the post by Telegram, WhatsApp, VK or X, or copy its link. */
export function ShareLinks({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation('content');
  const toast = useToast();
  const message = t('news.share.text', { title, brand: BRAND_NAME });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('news.share.copied'));
    } catch {
      toast.error(t('news.share.copyFailed'));
    }
  };
  return (
    <Row role="group" aria-label={t('news.share.label')} data-testid="news-share">
      <span>{t('news.share.label')}</span>
      {SHARE_TARGETS.map((target) => (
        <ShareLink key={target} href={shareUrl(target, link, message)} target="_blank" rel="noopener noreferrer">
          {NAMES[target]}
        </ShareLink>
      ))}
      <Button $variant="ghost" type="button" onClick={() => void copy()}>
        {t('news.share.copy')}
      </Button>
    </Row>
  );
}
