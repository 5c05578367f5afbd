import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { ErrorText, FieldRoot, Hint, Input, Label } from './field-styles';
import type { TextFieldProps } from './TextField';
import { useFieldIds } from './useFieldIds';

const Control = styled.div`
  position: relative;
  display: flex;
`;

const PaddedInput = styled(Input)`
  padding-right: ${({ theme }) => theme.space(24)};
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A labelled password input with a "Show" toggle inside it (a button with aria-pressed: pressed shows the
 * characters), its error text and hint under it. Works with react-hook-form's register like TextField.
 */
export function PasswordField({ label, hint, error, id: explicitId, ref, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [shown, setShown] = useState(false);
  const { id, hintId, errorId, describedBy } = useFieldIds(explicitId, Boolean(hint), Boolean(error));
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <PaddedInput
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...input}
        />
        {/* Named by its text, not aria-label, so the field's label ("Password") names the input alone. */}
        <Toggle type="button" aria-pressed={shown} aria-controls={id} onClick={() => setShown((value) => !value)}>
          <span aria-hidden="true">{t('password.show')}</span>
          <VisuallyHidden>{t('password.showLabel')}</VisuallyHidden>
        </Toggle>
      </Control>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldRoot>
  );
}
