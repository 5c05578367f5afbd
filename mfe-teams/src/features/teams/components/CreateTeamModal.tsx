import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GAME_KEYS, GAMES } from '@portal/shared/constants';
import { afterTeamCreatedTarget } from '@portal/shared/domain';
import { errorOf, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { useLocalizedPath } from '@portal/shared/platform';
import { createTeamSchema, type CreateTeamInput } from '@portal/shared/schemas';
import { Button, FormAlert, Modal, SelectField, Stack, TextField, toast } from '@portal/shared/ui';
import { createTeam } from '../api/create-team';
import { teamsKeys } from '../api/keys';
import { LogoField } from './LogoField';
import { teamFailureMessage } from '../lib/team-errors';

export interface CreateTeamModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The create-team modal: name (docs/spec.md section 5 rules), game and an optional logo. After creating, the new
 * team's page (docs/spec.md section 2).
 */
export function CreateTeamModal({ open, onClose }: CreateTeamModalProps) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, setValue, watch, reset } = useSchemaForm(createTeamSchema, { name: '', game_id: '' } as unknown as CreateTeamInput);
  const logo = watch('logo') as File | undefined;
  const { errors } = formState;

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    try {
      const { team } = await createTeam({ name: input.name, game_id: input.game_id, logo: input.logo as File | undefined });
      await queryClient.invalidateQueries({ queryKey: teamsKeys.all });
      toast.success(t('create.created', { name: team.name }));
      reset();
      onClose();
      await navigate(localized(afterTeamCreatedTarget(team.id)));
    } catch (error) {
      showServerErrors(error, setError, ['name', 'game_id', 'logo'], { message: teamFailureMessage(error, 'create') });
    }
  });

  return (
    <Modal open={open} onClose={close} title={t('create.title')} data-testid="create-team-modal">
      <Stack as="form" onSubmit={submit} noValidate>
        <TextField label={t('form.name')} hint={t('form.nameHint')} autoComplete="off" error={errorOf(errors, 'name')} {...register('name')} />
        <SelectField
          label={t('form.game')}
          placeholder={t('form.gamePlaceholder')}
          options={GAME_KEYS.map((key) => ({ value: String(GAMES[key].id), label: t(`games.${key}`) }))}
          error={errorOf(errors, 'game_id')}
          {...register('game_id')}
        />
        <LogoField file={logo} onChange={(file) => setValue('logo', file, { shouldValidate: true })} error={errorOf(errors, 'logo')} />
        <FormAlert message={rootErrorOf(formState.errors)} data-testid="create-team-error" />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {t('create.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
