import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { useCopyFeedback } from './use-copy-feedback';

const Small = styled(Button)`
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
`;

export interface CopyButtonProps {
  /** The text copied. */
  value: string;
  /** What is copied, for screen readers ("lobby ID"): the button is named "Copy lobby ID". */
  what: string;
  'data-testid'?: string;
}

/**
 * A small "Copy" button beside a value (a lobby id, a password): says "Copied" for about a second, and
 * "Copy by hand" when the browser refuses the clipboard, so the player knows to select the text.
 */
export function CopyButton({ value, what, 'data-testid': testId }: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const { state, copy } = useCopyFeedback();
  const label = state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : t('copy.copy');
  return (
    <Small type="button" $variant="secondary" onClick={() => void copy(value)} aria-label={`${label}: ${what}`} aria-live="polite" data-state={state} data-testid={testId}>
      {label}
    </Small>
  );
}
