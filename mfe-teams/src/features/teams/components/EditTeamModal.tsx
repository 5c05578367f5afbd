import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '@portal/shared/contracts';
import { errorOf, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { editTeamFormSchema, type EditTeamFormInput } from '@portal/shared/schemas';
import { Button, FormAlert, Modal, Stack, TextField, toast } from '@portal/shared/ui';
import type { UpdateTeamRequest } from '../api/update-team';
import { LogoField } from './LogoField';
import { teamFailureMessage } from '../lib/team-errors';

export interface EditTeamModalProps {
  open: boolean;
  onClose: () => void;
  team: Team;
  onSave: (request: UpdateTeamRequest) => Promise<void>;
}

/** Edit the team's name and logo (the same rules as creating it); the owner only. */
export function EditTeamModal({ open, onClose, team, onSave }: EditTeamModalProps) {
  const { t } = useTranslation('teams');
  const { register, handleSubmit, formState, setError, setValue, watch, reset } = useSchemaForm(editTeamFormSchema, { name: team.name } as EditTeamFormInput);
  const logo = watch('logo') as File | undefined;
  const { errors } = formState;
  useEffect(() => {
    if (open) reset({ name: team.name });
  }, [open, team.name, reset]);

  const submit = handleSubmit(async (input) => {
    try {
      await onSave({ name: input.name, logo: input.logo as File | undefined });
      toast.success(t('edit.saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, ['name', 'logo'], { message: teamFailureMessage(error, 'edit') });
    }
  });

  return (
    <Modal open={open} onClose={onClose} title={t('edit.title')} data-testid="edit-team-modal">
      <Stack as="form" onSubmit={submit} noValidate>
        <TextField label={t('form.name')} hint={t('form.nameHint')} autoComplete="off" error={errorOf(errors, 'name')} {...register('name')} />
        <LogoField file={logo} current={team.logo} onChange={(file) => setValue('logo', file, { shouldValidate: true })} error={errorOf(errors, 'logo')} />
        <FormAlert message={rootErrorOf(formState.errors)} />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {t('edit.save')}
        </Button>
      </Stack>
    </Modal>
  );
}
