import { useTranslation } from 'react-i18next';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import styled from 'styled-components';
import type { GameField } from '@portal/shared/contracts';
import { maskGameIdInput, type GameProfileFormInput } from '@portal/shared/schemas';
import { Checkbox, FieldError, FieldLabel, FieldRoot, SelectField, TextField, useFieldIds } from '@portal/shared/ui';

/** The game account form's values: the game's slug and its fields by key (text, or a list for a multiselect). */
export type GameAccountFormValues = GameProfileFormInput;

const Area = styled.textarea`
  min-height: 96px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-size: ${({ theme }) => theme.font.sizes.sm};
    font-weight: 600;
  }
`;

export interface GameFieldInputProps {
  field: GameField;
  /** Key of the in-game id field (pubg_id or mlbb_id): masked to digits, at most 64 (docs/spec.md section 5). */
  idKey: string;
  register: UseFormRegister<GameAccountFormValues>;
  setValue: UseFormSetValue<GameAccountFormValues>;
  error?: string;
}

/** One field of a game's profile, drawn by its type (GET /games), bound to `fields.<key>`. */
export function GameFieldInput({ field, idKey, register, setValue, error }: GameFieldInputProps) {
  const { t } = useTranslation('profile');
  const name = `fields.${field.key}` as const;
  const label = field.required ? `${field.label} *` : field.label;
  const ids = useFieldIds(undefined, false, Boolean(error));
  if (field.type === 'multiselect') {
    return (
      <Choices aria-describedby={ids.describedBy} data-field={field.key}>
        <legend>{label}</legend>
        {(field.options ?? []).map((option) => (
          <Checkbox key={option.value} label={option.label} value={option.value} {...register(name)} />
        ))}
        {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      </Choices>
    );
  }
  if (field.type === 'select') {
    return <SelectField label={label} placeholder={t('gameAccounts.choose')} options={field.options ?? []} error={error} {...register(name)} />;
  }
  if (field.type === 'textarea') {
    return (
      <FieldRoot>
        <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
        <Area id={ids.id} maxLength={field.max_length ?? undefined} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...register(name)} />
        {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      </FieldRoot>
    );
  }
  const isId = field.key === idKey;
  return (
    <TextField
      label={label}
      type={field.type === 'date' ? 'date' : field.type === 'url' ? 'url' : 'text'}
      inputMode={isId ? 'numeric' : undefined}
      error={error}
      {...register(name, isId ? { onChange: (event: { target: { value: string } }) => setValue(name, maskGameIdInput(event.target.value)) } : undefined)}
    />
  );
}
