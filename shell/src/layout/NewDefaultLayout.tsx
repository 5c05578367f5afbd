import { Outlet } from 'react-router';
import styled from 'styled-components';
import { SiteFrame } from './SiteFrame';

/** A tinted band behind the top of the page, where the list pages put their hero and filters. */
const HeroZone = styled.div`
  background:
    radial-gradient(120% 80% at 15% 0%, rgba(255, 178, 0, 0.16), transparent 60%),
    radial-gradient(90% 70% at 90% 10%, rgba(59, 130, 246, 0.14), transparent 65%);
`;

const Content = styled.div`
  max-width: 1440px;
  margin: 0 auto;
  padding: 20px 12px 40px;
  ${({ theme }) => theme.media.tablet} {
    padding: 32px 24px 56px;
  }
`;

/** The newer default layout of the tournament lists: header, a wider content area with a hero zone, footer. */
export function NewDefaultLayout() {
  return (
    <SiteFrame layout="newDefault">
      <HeroZone data-testid="hero-zone">
        <Content>
          <Outlet />
        </Content>
      </HeroZone>
    </SiteFrame>
  );
}
