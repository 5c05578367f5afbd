import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { mutedText, PageColumn, Stack } from '@portal/shared/ui';

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1.25;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: 24px;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  ${mutedText('sm')}
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Back = styled(Link)`
  align-self: flex-start;
  ${mutedText('sm')}
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

export interface AuthStepProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link back to the previous step (path already localized) and its text. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/**
 * Pressing a link or a button keeps the focus where it is. Otherwise the field being left is checked on
 * blur, its error grows the card (which the auth layout centres vertically), everything moves between the
 * press and the release, and the click misses. Submitting checks every field anyway; keyboards are
 * unaffected.
 */
function keepFocusOnPress(event: MouseEvent<HTMLElement>) {
  if (event.button === 0 && (event.target as HTMLElement).closest('a, button')) event.preventDefault();
}

/** One step of a sign-in flow (the page frame around it is the shell's): back link, h1, subtitle, then the step. */
export function AuthStep({ title, subtitle, back, children }: AuthStepProps) {
  return (
    <PageColumn $gap={4} onMouseDown={keepFocusOnPress}>
      <Stack as="header" $gap={1}>
        {back ? <Back to={back.to}>← {back.label}</Back> : null}
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Stack>
      {children}
    </PageColumn>
  );
}
