import { Outlet } from 'react-router';
import styled from 'styled-components';
import { SiteFrame } from './SiteFrame';

const Content = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px 12px 32px;
  ${({ theme }) => theme.media.tablet} {
    padding: 24px 24px 48px;
  }
`;

/** The default layout: header, content, footer. */
export function DefaultLayout() {
  return (
    <SiteFrame layout="default">
      <Content>
        <Outlet />
      </Content>
    </SiteFrame>
  );
}
