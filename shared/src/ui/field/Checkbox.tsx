import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldRoot, Hint } from './field-styles';
import { useFieldIds } from './useFieldIds';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 24px;
  cursor: pointer;
  line-height: 1.4;
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

/** A checkbox with its label, and error text or hint under it. */
export function Checkbox({ label, hint, error, id: explicitId, ref, ...input }: CheckboxProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(explicitId, Boolean(hint), Boolean(error));
  return (
    <FieldRoot>
      <Row htmlFor={id}>
        <Box ref={ref} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        <span>{label}</span>
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldRoot>
  );
}
