import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Game, UserGameAccount } from '@portal/shared/contracts';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { gameProfileFormSchema } from '@portal/shared/schemas';
import { Button, Stack } from '@portal/shared/ui';
import { useSaveGameAccount } from '../api/save-game-account';
import { GameFieldInput, type GameAccountFormValues } from './GameFieldInput';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;


/** Empty values of a game's fields (lists for multiselects), or the account's own. */
function valuesOf(game: Game, account: UserGameAccount | null): GameAccountFormValues {
  const fields = Object.fromEntries(game.fields.map((field) => [field.key, account?.fields[field.key] ?? (field.type === 'multiselect' ? [] : '')]));
  return { gameName: game.slug, fields };
}

export interface GameAccountFormProps {
  game: Game;
  /** The account being changed, or null for a new one. */
  account: UserGameAccount | null;
  onSaved: () => void;
  /** Back to the game list (adding only). */
  onBack?: () => void;
}

/**
 * The fields of one game's account (basic and extended, from GET /games), checked by the schema the API
 * checks (docs/spec.md section 5); a failed save shows the server's message in an error alert (section 8).
 */
export function GameAccountForm({ game, account, onSaved, onBack }: GameAccountFormProps) {
  const { t } = useTranslation('profile');
  const save = useSaveGameAccount();
  const { register, handleSubmit, formState, setError, setValue } = useSchemaForm(gameProfileFormSchema, valuesOf(game, account));

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: account?.id ?? null, body: values });
      onSaved();
    } catch (error) {
      showServerErrors(error, setError, game.fields.map((field) => `fields.${field.key}` as const), { fallback: t('gameAccounts.saveFailed') });
    }
  });

  return (
    <Stack as="form" onSubmit={submit} noValidate data-testid="game-account-form">
      {game.fields.map((field) => (
        <GameFieldInput key={field.key} field={field} idKey={game.id_key} register={register} setValue={setValue} error={errorOf(formState.errors, `fields.${field.key}`)} />
      ))}
      <FormAlert look="plain" message={rootErrorOf(formState.errors) ?? errorOf(formState.errors, 'gameName')} />
      <Actions>
        {onBack ? (
          <Button $variant="ghost" onClick={onBack}>
            {t('gameAccounts.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('gameAccounts.save')}
        </Button>
      </Actions>
    </Stack>
  );
}
