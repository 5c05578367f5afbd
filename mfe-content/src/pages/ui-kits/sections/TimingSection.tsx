import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CODE_RESEND_SECONDS } from '@portal/shared/constants';
import { Button, Carousel, Countdown } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

const SHORT_COUNTDOWN_SECONDS = 10;

const SlideBody = styled.div<{ $hue: number }>`
  display: flex;
  align-items: flex-end;
  min-height: 160px;
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(135deg, hsl(${({ $hue }) => $hue} 70% 35%), hsl(${({ $hue }) => $hue + 40} 70% 20%));
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: 700;
`;

export function TimingSection() {
  const { t } = useTranslation('content');
  const [run, setRun] = useState(0);
  const [finished, setFinished] = useState(false);
  const slides = [
    { key: 'spring', hue: 30 },
    { key: 'summer', hue: 140 },
    { key: 'autumn', hue: 260 },
  ].map(({ key, hue }) => (
    <SlideBody key={key} $hue={hue}>
      {t(`uiKits.carousel.${key}`)}
    </SlideBody>
  ));

  return (
    <KitSection id="timing" title={t('uiKits.timing.title')}>
      <KitState caption={t('uiKits.countdown.resend')}>
        <Countdown seconds={CODE_RESEND_SECONDS} label={t('uiKits.countdown.resend')} />
      </KitState>
      <KitState caption={t('uiKits.countdown.short')}>
        <Countdown key={run} seconds={SHORT_COUNTDOWN_SECONDS} label={t('uiKits.countdown.short')} onFinish={() => setFinished(true)} />
        <span role="status">{finished ? t('uiKits.countdown.finished') : null}</span>
        <Button
          $variant="secondary"
          onClick={() => {
            setFinished(false);
            setRun((n) => n + 1);
          }}
        >
          {t('uiKits.countdown.restart')}
        </Button>
      </KitState>
      <KitState caption={t('uiKits.carousel.caption')}>
        <div style={{ width: '100%' }}>
          <Carousel slides={slides} label={t('uiKits.carousel.label')} />
        </div>
      </KitState>
    </KitSection>
  );
}
