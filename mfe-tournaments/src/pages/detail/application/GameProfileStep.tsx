import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAMES, type GameKey } from '@portal/shared/constants';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { gameProfileFormSchema, maskGameIdInput } from '@portal/shared/schemas';
import { Button, TextField, toast } from '@portal/shared/ui';
import { useStoreGameProfile } from '../../../api/profile/store-game-profile';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface GameProfileStepProps {
  tournamentId: number;
  game: GameKey;
  /** After the profile is saved and the team read again: back to the players with the user chosen. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The game-profile form inside the apply modal (the add-game-profile button of the user's own player
 * card): nickname and game id of the tournament's game, checked by the shared schema on both sides.
 */
export function GameProfileStep({ tournamentId, game, onSaved, onCancel }: GameProfileStepProps) {
  const { t } = useTranslation('tournaments');
  const store = useStoreGameProfile(tournamentId);
  const idKey = GAMES[game].idKey;
  const idField = `fields.${idKey}` as const;
  const { register, handleSubmit, formState, setError, setValue } = useSchemaForm(gameProfileFormSchema, { gameName: GAMES[game].slug, fields: { nick: '', [idKey]: '' } });

  const submit = handleSubmit(async (profile) => {
    try {
      await store.mutateAsync(profile);
      toast.success(t('apply.profileForm.saved'));
      onSaved();
    } catch (error) {
      showServerErrors(error, setError, ['gameName', 'fields.nick', idField]);
    }
  });

  const idRegistration = register(idField, { onChange: (event: { target: HTMLInputElement }) => setValue(idField, maskGameIdInput(event.target.value)) });
  return (
    <Form onSubmit={submit} noValidate data-testid="apply-game-profile">
      <strong>{t('apply.profileForm.title', { game: t(`games.${game}`) })}</strong>
      <TextField label={t('apply.profileForm.nick')} autoComplete="nickname" error={errorOf(formState.errors, 'fields.nick')} {...register('fields.nick')} />
      <TextField label={GAMES[game].idLabel} inputMode="numeric" error={errorOf(formState.errors, idField)} {...idRegistration} />
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('apply.back')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {t('apply.profileForm.save')}
        </Button>
      </Actions>
    </Form>
  );
}
