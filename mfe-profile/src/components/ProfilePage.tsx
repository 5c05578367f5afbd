import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteIdOf } from '@portal/shared/contracts';

const Root = styled.section`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  max-width: 960px;
  margin: 0 auto;
`;

/** Root of every page of this remote, marked with its route id for end-to-end tests. */
export function ProfilePage({ id, children }: { id: RouteIdOf<'mfe-profile'>; children: ReactNode }) {
  return <Root data-page={id}>{children}</Root>;
}
