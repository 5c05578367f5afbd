import styled from 'styled-components';
import { Skeleton, SkeletonBlock, Surface } from '@portal/shared/ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
`;

/** The tournament page's shape while it loads. */
export function DetailSkeleton() {
  return (
    <>
      <Surface $gap={4}>
        <Row>
          <SkeletonBlock $width="88px" $height="88px" aria-hidden="true" />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} height="20px" />
          </div>
        </Row>
        <SkeletonBlock $height="96px" aria-hidden="true" />
        <SkeletonBlock $height="56px" aria-hidden="true" />
      </Surface>
      <Surface $gap={4} aria-hidden="true">
        <SkeletonBlock $height="36px" $width="70%" />
        <SkeletonBlock $height="120px" />
      </Surface>
    </>
  );
}
