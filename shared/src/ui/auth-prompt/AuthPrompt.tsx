import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../button/ButtonLink';
import { useSignInLinks } from './use-sign-in-links';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  & > a {
    flex: 1 1 140px;
  }
`;

export interface AuthPromptProps {
  /** Heading (default: "Sign in to continue" in the ui namespace). */
  title?: ReactNode;
  /** Explanation under the heading (default: a generic one). */
  text?: ReactNode;
  'data-testid'?: string;
}

/**
 * What a guest sees on a page that needs an account: a short explanation and the ways in, login and
 * registration, in the current page's language. Pages show it instead of calling the API (a 401 would send
 * the guest to the login page without a word). Both ways in come back to this page, and say so.
 */
export function AuthPrompt({ title, text, ...rest }: AuthPromptProps) {
  const { t } = useTranslation('ui');
  const links = useSignInLinks();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} data-testid={rest['data-testid'] ?? 'auth-prompt'}>
      <Title id={headingId}>{title ?? t('authPrompt.title')}</Title>
      <Text>{text ?? t('authPrompt.text')}</Text>
      {links.returnPath ? <Text data-testid="auth-prompt-return">{t('authPrompt.comeBack')}</Text> : null}
      <Actions>
        <ButtonLink to={links.login}>{t('authPrompt.login')}</ButtonLink>
        <ButtonLink to={links.registration} $variant="secondary">
          {t('authPrompt.register')}
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
