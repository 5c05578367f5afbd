import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const H1 = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1.25;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface HeadingProps {
  children: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links on the right (wrapping under the title on narrow screens). */
  actions?: ReactNode;
}

/** The page's h1 with an optional subtitle and actions. */
export function PageTitle({ children, subtitle, actions }: HeadingProps) {
  return (
    <Row>
      <Texts>
        <H1>{children}</H1>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Texts>
      {actions ? <div>{actions}</div> : null}
    </Row>
  );
}

/** A section's h2 with an optional subtitle and actions. */
export function SectionHeader({ children, subtitle, actions }: HeadingProps) {
  return (
    <Row as="div">
      <Texts>
        <H2>{children}</H2>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Texts>
      {actions ? <div>{actions}</div> : null}
    </Row>
  );
}
