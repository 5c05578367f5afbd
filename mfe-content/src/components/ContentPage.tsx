import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteIdOf } from '@portal/shared/contracts';

const Root = styled.section<{ $narrow: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  max-width: ${({ $narrow }) => ($narrow ? '840px' : 'none')};
  margin: 0 auto;
`;

export interface ContentPageProps {
  /** Route id of the page, exposed as data-page for end-to-end tests. */
  id: RouteIdOf<'mfe-content'>;
  /** Reading width for long texts. */
  narrow?: boolean;
  children: ReactNode;
}

/** Root of every page of this remote (the shell draws header, footer and the outer padding). */
export function ContentPage({ id, narrow = false, children }: ContentPageProps) {
  return (
    <Root data-page={id} $narrow={narrow}>
      {children}
    </Root>
  );
}
