import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../a11y/VisuallyHidden';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '16px'};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radii.sm)};
  background: ${({ theme }) => `linear-gradient(90deg, ${theme.colors.surfaceRaised} 0, ${theme.colors.border} 50%, ${theme.colors.surfaceRaised} 100%)`};
  background-size: 200px 100%;
  background-repeat: no-repeat;
  background-color: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${shimmer} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface SkeletonProps {
  /** Number of text lines (the last one shorter). */
  lines?: number;
  /** A round block of this size instead of lines (an avatar). */
  circle?: number;
  width?: string;
  height?: string;
}

/** Placeholder shapes while content loads; announced once as "loading". */
export function Skeleton({ lines = 1, circle, width, height }: SkeletonProps) {
  const { t } = useTranslation('ui');
  return (
    <Stack role="status" aria-busy="true">
      <VisuallyHidden>{t('skeleton.loading')}</VisuallyHidden>
      {circle ? (
        <SkeletonBlock aria-hidden="true" $round $width={`${circle}px`} $height={`${circle}px`} />
      ) : (
        Array.from({ length: lines }, (_, i) => (
          <SkeletonBlock key={i} aria-hidden="true" $width={i === lines - 1 && lines > 1 ? '60%' : width} $height={height} />
        ))
      )}
    </Stack>
  );
}
