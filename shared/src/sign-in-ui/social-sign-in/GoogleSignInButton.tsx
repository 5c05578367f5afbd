import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXTERNAL_SCRIPTS } from '@portal/shared/contracts';
import { loadScript } from '@portal/shared/ui';

/**
 * Google's sign-in button (Google Identity Services): the button Google renders, handing back an ID
 * token (the server verifies it). Without a configured client id it shows docs/spec.md's message
 * 'Google for OAUTH client ID does not exist' instead.
 */
export const GOOGLE_GSI_SCRIPT = EXTERNAL_SCRIPTS.googleSignIn;

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup'; use_fedcm_for_prompt?: boolean }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

const googleOf = () => (window as unknown as { google?: GoogleIdentity }).google;

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

const Missing = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: center;
`;

export interface GoogleSignInButtonProps {
  /** The OAuth client id, or null when Google sign-in is not configured. */
  clientId: string | null;
  /** Language of Google's button (the portal's locale). */
  locale: string;
  onCredential: (idToken: string) => void;
  /** The script could not be loaded (offline, blocked). */
  onUnavailable?: () => void;
  /** signin_with on the login page, continue_with when linking. */
  text?: 'signin_with' | 'continue_with';
}

export function GoogleSignInButton({ clientId, locale, onCredential, onUnavailable, text = 'signin_with' }: GoogleSignInButtonProps) {
  const { t } = useTranslation('errors');
  const slot = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onCredential, onUnavailable });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    callbacks.current = { onCredential, onUnavailable };
  }, [onCredential, onUnavailable]);

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadScript(GOOGLE_GSI_SCRIPT).then(
      () => {
        const google = googleOf();
        if (!active || !google || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) callbacks.current.onCredential(response.credential);
          },
        });
        google.accounts.id.renderButton(slot.current, { type: 'standard', theme: 'filled_black', size: 'large', shape: 'rectangular', text, locale, width: slot.current.clientWidth || 280 });
      },
      () => {
        if (!active) return;
        setFailed(true);
        callbacks.current.onUnavailable?.();
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, locale, text]);

  if (!clientId) return <Missing data-testid="google-missing">{t('social.google_client_missing')}</Missing>;
  if (failed) return <Missing data-testid="google-unavailable">{t('errors.provider_unavailable')}</Missing>;
  return <Slot ref={slot} data-testid="google-sign-in" />;
}
