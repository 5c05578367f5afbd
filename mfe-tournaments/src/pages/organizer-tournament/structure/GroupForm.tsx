import { useTranslation } from 'react-i18next';
import { GROUP_STATUS_CODES, type OrganizerGroup, type OrganizerStage, type OrganizerTournament } from '@portal/shared/contracts';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { organizerGroupSchemaFor } from '@portal/shared/schemas';
import { Button, SelectField, TextField } from '@portal/shared/ui';
import { useStructureWrite } from '../../../api/organizer/stage-group-writes';
import { DateTimeField } from '../../../components/organizer/DateTimeField';
import { groupFormValues } from '../../../lib/organizer/form-values';
import { FormRow } from './StageForm';

const FIELDS = ['name', 'game_time', 'capacity', 'status', 'timezone', 'lobby_id', 'lobby_password'] as const;

export interface GroupFormProps {
  tournament: OrganizerTournament;
  stage: OrganizerStage;
  /** The group to change, or null to add one to the stage. */
  group: OrganizerGroup | null;
  /** Called with the saved name once the group is saved. */
  onDone?: (name: string) => void;
}

/**
 * A group's name, game time (after the stage's registration opens: the shared rule), capacity, status,
 * timezone and the lobby credentials its teams see on the match page.
 */
export function GroupForm({ tournament, stage, group, onDone }: GroupFormProps) {
  const { t } = useTranslation('tournaments');
  const write = useStructureWrite();
  const fallbackTime = new Date(tournament.start_time).toISOString();
  const { register, handleSubmit, formState, setError, control, reset, watch } = useSchemaForm(organizerGroupSchemaFor(stage.register_start_date), groupFormValues(group, fallbackTime));
  const timezone = watch('timezone') || tournament.timezone;
  const submit = handleSubmit(async (form) => {
    try {
      await write.mutateAsync(group ? { kind: 'update-group', groupId: group.id, form } : { kind: 'create-group', stageId: stage.id, form });
      if (!group) reset(groupFormValues(null, fallbackTime));
      onDone?.(form.name);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });
  return (
    <FormRow onSubmit={submit} noValidate aria-label={group ? t('organizer.groups.editLabel', { name: group.name }) : t('organizer.groups.add', { stage: stage.name })} data-testid={group ? `group-form-${group.id}` : `new-group-form-${stage.id}`}>
      <TextField label={t('organizer.groups.name')} {...register('name')} error={errorOf(formState.errors, 'name')} />
      <DateTimeField control={control} name="game_time" label={t('organizer.groups.gameTime', { timezone })} timezone={timezone} />
      <TextField type="number" min={1} inputMode="numeric" label={t('organizer.groups.capacity')} {...register('capacity')} error={errorOf(formState.errors, 'capacity')} />
      <SelectField label={t('organizer.groups.status')} options={GROUP_STATUS_CODES.map((code) => ({ value: code, label: t(`groupStatus.${code}`) }))} {...register('status')} error={errorOf(formState.errors, 'status')} />
      <TextField label={t('organizer.groups.lobbyId')} autoComplete="off" {...register('lobby_id')} error={errorOf(formState.errors, 'lobby_id')} />
      <TextField label={t('organizer.groups.lobbyPassword')} autoComplete="off" {...register('lobby_password')} error={errorOf(formState.errors, 'lobby_password')} />
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $variant={group ? 'secondary' : 'primary'} disabled={formState.isSubmitting}>
        {t(group ? 'organizer.save' : 'organizer.groups.addButton')}
      </Button>
    </FormRow>
  );
}
