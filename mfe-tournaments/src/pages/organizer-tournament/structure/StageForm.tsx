import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerStage, OrganizerTournament } from '@portal/shared/contracts';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { organizerStageSchema } from '@portal/shared/schemas';
import { Button, SelectField, TextField } from '@portal/shared/ui';
import { useStructureWrite } from '../../../api/organizer/stage-group-writes';
import { DateTimeField } from '../../../components/organizer/DateTimeField';
import { stageFormValues } from '../../../lib/organizer/form-values';

export const FormRow = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  align-items: end;
  padding-top: ${({ theme }) => theme.space(1)};
  /* In the sheet on a phone: one field a line, so dates and times are read whole. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const FIELDS = ['name', 'register_start_date', 'replace_count', 'prev_stage_id'] as const;

export interface StageFormProps {
  tournament: OrganizerTournament;
  /** The stage to change, or null to add one. */
  stage: OrganizerStage | null;
  /** Called with the saved name once the stage is saved. */
  onDone?: (name: string) => void;
}

/** A stage's name, registration start (tournament timezone), replacements and previous stage. */
export function StageForm({ tournament, stage, onDone }: StageFormProps) {
  const { t } = useTranslation('tournaments');
  const write = useStructureWrite();
  const { register, handleSubmit, formState, setError, control, reset } = useSchemaForm(organizerStageSchema, stageFormValues(stage, stage ? '' : new Date(tournament.start_req_time).toISOString()));
  const submit = handleSubmit(async (form) => {
    try {
      await write.mutateAsync(stage ? { kind: 'update-stage', stageId: stage.id, form } : { kind: 'create-stage', tournamentId: tournament.id, form });
      if (!stage) reset(stageFormValues(null, new Date(tournament.start_req_time).toISOString()));
      onDone?.(form.name);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });
  const others = tournament.stages.filter((s) => s.id !== stage?.id);
  return (
    <FormRow onSubmit={submit} noValidate aria-label={stage ? t('organizer.stages.editLabel', { name: stage.name }) : t('organizer.stages.add')} data-testid={stage ? `stage-form-${stage.id}` : 'new-stage-form'}>
      <TextField label={t('organizer.stages.name')} {...register('name')} error={errorOf(formState.errors, 'name')} />
      <DateTimeField control={control} name="register_start_date" label={t('organizer.stages.registerStart')} timezone={tournament.timezone} />
      <TextField type="number" min={0} inputMode="numeric" label={t('organizer.stages.replaceCount')} {...register('replace_count')} error={errorOf(formState.errors, 'replace_count')} />
      <SelectField
        label={t('organizer.stages.prevStage')}
        placeholder={t('organizer.stages.noPrev')}
        options={others.map((s) => ({ value: String(s.id), label: s.name }))}
        {...register('prev_stage_id')}
        error={errorOf(formState.errors, 'prev_stage_id')}
      />
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit" $variant={stage ? 'secondary' : 'primary'} disabled={formState.isSubmitting}>
        {t(stage ? 'organizer.save' : 'organizer.stages.addButton')}
      </Button>
    </FormRow>
  );
}
