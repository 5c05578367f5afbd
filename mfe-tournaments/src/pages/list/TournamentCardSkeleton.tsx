import styled from 'styled-components';
import { Skeleton, SkeletonBlock, Surface } from '@portal/shared/ui';

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The shape of a tournament card while the list loads. */
export function TournamentCardSkeleton() {
  return (
    <Surface $gap={3} aria-hidden="true">
      <Top>
        <SkeletonBlock $width="56px" $height="56px" />
        <div style={{ flex: 1 }}>
          <SkeletonBlock $height="18px" $width="80%" />
          <SkeletonBlock $height="12px" $width="40%" style={{ marginTop: 8 }} />
        </div>
      </Top>
      <SkeletonBlock $height="40px" />
      <SkeletonBlock $height="14px" $width="60%" />
    </Surface>
  );
}

/** Skeleton cards plus one announcement for screen readers. */
export function TournamentGridSkeleton({ count }: { count: number }) {
  return (
    <>
      <Skeleton width="0" height="0" />
      {Array.from({ length: count }, (_, i) => (
        <TournamentCardSkeleton key={i} />
      ))}
    </>
  );
}
