import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { RouteIdOf } from '@portal/shared/contracts';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

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
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

export interface AuthPageProps {
  id: RouteIdOf<'mfe-auth'>;
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

/** Root of every page of this remote in the auth layout: back link, h1, subtitle; marked with its route id. */
export function AuthPage({ id, title, subtitle, back, children }: AuthPageProps) {
  return (
    <Root data-page={id} onMouseDown={keepFocusOnPress}>
      <Head>
        {back ? <Back to={back.to}>← {back.label}</Back> : null}
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Head>
      {children}
    </Root>
  );
}

/** Vertical stack of a form's fields and buttons. */
export const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

/** A row of secondary links under a form, wrapping on narrow screens. */
export const LinkRow = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

/** Plain text of a page (a notice, an explanation). */
export const Text = styled.p`
  margin: 0;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;
