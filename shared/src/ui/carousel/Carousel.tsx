import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '@portal/shared/constants';
import { Arrow, Dot, Dots, Region, Slide, Track } from './carousel-styles';

export interface CarouselProps {
  slides: readonly ReactNode[];
  /** Accessible name of the carousel. */
  label: string;
  /** Autoplay interval in ms (spec: 3000). */
  intervalMs?: number;
  autoPlay?: boolean;
  'data-testid'?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Slides that advance every 3 seconds, pausing while the pointer is over them or focus is inside;
 * previous/next buttons, one dot per slide, and the arrow keys.
 */
export function Carousel({ slides, label, intervalMs = CAROUSEL_INTERVAL_MS, autoPlay = true, ...rest }: CarouselProps) {
  const { t } = useTranslation('ui');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const playing = autoPlay && count > 1 && !hovered && !focused && !prefersReducedMotion();

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [playing, count, intervalMs]);

  const go = (target: number) => setIndex(((target % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  return (
    <Region
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-testid={rest['data-testid']}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div aria-live={playing ? 'off' : 'polite'}>
        <Track $index={current}>
          {slides.map((slide, i) => (
            <Slide
              key={i}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { index: i + 1, count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </div>
      {count > 1 ? (
        <>
          <Arrow type="button" $side="left" aria-label={t('carousel.previous')} onClick={() => go(current - 1)}>
            ‹
          </Arrow>
          <Arrow type="button" $side="right" aria-label={t('carousel.next')} onClick={() => go(current + 1)}>
            ›
          </Arrow>
          <Dots>
            {slides.map((_, i) => (
              <Dot
                key={i}
                type="button"
                $active={i === current}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
        </>
      ) : null}
    </Region>
  );
}
