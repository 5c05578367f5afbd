import styled from 'styled-components';
import { Skeleton, SkeletonBlock } from '@portal/shared/ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
`;

/** The tournament page's shape while it loads. */
export function DetailSkeleton() {
  return (
    <>
      <Box>
        <Row>
          <SkeletonBlock $width="88px" $height="88px" aria-hidden="true" />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} height="20px" />
          </div>
        </Row>
        <SkeletonBlock $height="96px" aria-hidden="true" />
        <SkeletonBlock $height="56px" aria-hidden="true" />
      </Box>
      <Box aria-hidden="true">
        <SkeletonBlock $height="36px" $width="70%" />
        <SkeletonBlock $height="120px" />
      </Box>
    </>
  );
}
