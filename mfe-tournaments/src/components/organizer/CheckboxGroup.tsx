import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Checkbox } from '@portal/shared/ui';

const Set = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    font-weight: 600;
  }
`;

const Error = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export interface CheckboxGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
  error?: string;
}

/** Several checkboxes of one list field (divisions, features) under a legend. */
export function CheckboxGroup({ legend, options, field, error }: CheckboxGroupProps) {
  return (
    <Set aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox key={option.value} label={option.label} value={option.value} {...field} />
      ))}
      {error ? <Error role="alert">{error}</Error> : null}
    </Set>
  );
}
