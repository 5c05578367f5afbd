import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure, serverMessageOf } from '@portal/shared/api-client';
import type { CalendarFeedLink } from '@portal/shared/contracts';
import { Button, Card, ConfirmModal, MutedText, Skeleton, TextField, toast } from '@portal/shared/ui';
import { useCalendarFeed } from '../api/calendar-feed';
import { useNewCalendarFeedLink } from '../api/new-calendar-feed-link';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** webcal:// leaves the portal for the device's calendar app: a plain anchor, not a router link. */
const SubscribeLink = styled.a`
  align-self: center;
  font-weight: 600;
`;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Settings: the player's calendar feed of their matches. The link's secret is kept only as a hash by the
 * API, so it shows here once, when it is made; "make a new link" (asked first: the old one stops working)
 * gives another. The link is copied as webcal://, which calendar apps open as a subscription.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('profile');
  const feed = useCalendarFeed();
  const make = useNewCalendarFeedLink();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [asking, setAsking] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const failure = (error: unknown) => serverMessageOf(error) ?? describeApiFailure(error);

  const makeLink = async () => {
    const made = await make.mutateAsync();
    setLink(made);
    setCopy('idle');
  };
  const copyLink = async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Card title={t('calendar.title')} data-testid="calendar-feed">
      <MutedText $size="sm">{t('calendar.hint')}</MutedText>
      {feed.isPending ? <Skeleton lines={1} /> : null}
      {link ? (
        <>
          <TextField label={t('calendar.linkLabel')} value={link.webcal_url} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="calendar-feed-link" />
          <Actions>
            <Button type="button" onClick={() => void copyLink(link.webcal_url)}>
              {copy === 'copied' ? t('calendar.copied') : t('calendar.copy')}
            </Button>
            <SubscribeLink href={link.webcal_url}>{t('calendar.subscribe')}</SubscribeLink>
          </Actions>
          {copy === 'failed' ? <MutedText $size="sm">{t('calendar.copyFailed')}</MutedText> : null}
        </>
      ) : null}
      {!link && feed.data?.has_link ? <MutedText $size="sm">{t('calendar.shownOnce')}</MutedText> : null}
      {feed.data ? (
        <Actions>
          {feed.data.has_link || link ? (
            <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
              {t('calendar.newLink')}
            </Button>
          ) : (
            <Button type="button" disabled={make.isPending} onClick={() => void makeLink().catch((error: unknown) => toast.error(failure(error)))}>
              {t('calendar.makeLink')}
            </Button>
          )}
        </Actions>
      ) : null}
      <ConfirmModal
        open={asking}
        title={t('calendar.confirmTitle')}
        confirmLabel={t('calendar.newLink')}
        danger
        onConfirm={makeLink}
        errorMessage={failure}
        onClose={() => setAsking(false)}
      >
        {t('calendar.confirmText')}
      </ConfirmModal>
    </Card>
  );
}
