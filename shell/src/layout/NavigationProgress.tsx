import { useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Fixed over the top edge, so it shifts nothing. It shows only when a navigation takes a moment (the fade
 * waits), and creeps towards the end without reaching it: the next page replaces it.
 */
const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  height: 3px;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left center;
  pointer-events: none;
  animation:
    ${appear} 0.2s ease-out 0.15s both,
    ${grow} 8s cubic-bezier(0.1, 0.7, 0.3, 1) both;
  @media (prefers-reduced-motion: reduce) {
    animation: ${appear} 0.2s ease-out 0.15s both;
  }
`;

/** A thin bar at the top of the screen while an in-app navigation loads the next page. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Bar aria-hidden="true" data-testid="navigation-progress" />;
}
