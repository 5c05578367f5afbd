import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ORGANIZER_LIMITS, TOURNAMENT_DIVISIONS_BY_GAME, GAMES } from '@portal/shared/constants';
import type { OrganizerOptions, OrganizerTournament } from '@portal/shared/contracts';
import { errorOf, FormAlert, listErrorOf, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { ORGANIZER_TOURNAMENT_FIELDS, organizerTournamentSchema } from '@portal/shared/schemas';
import { Button, Checkbox, QueryErrorState, SelectField, Spinner, Stack, surface, TextField, toast } from '@portal/shared/ui';
import { useOrganizerOptions } from '../../api/organizer/options';
import { useSaveTournament } from '../../api/organizer/save-tournament';
import { CheckboxGroup } from './CheckboxGroup';
import { DateTimeField } from './DateTimeField';
import { TextAreaField } from './TextAreaField';
import { TranslationsFields } from './TranslationsFields';
import { NEW_TOURNAMENT_VALUES, tournamentFormValues, type TournamentFormValues } from '../../lib/organizer/form-values';
import { LivePreview } from './LivePreview';
import { WarningIcon } from '../icons';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  ${surface({ padding: 4 })}
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

export interface TournamentFormProps {
  /** The tournament to change, or null to create one. */
  tournament: OrganizerTournament | null;
  onSaved: (tournament: OrganizerTournament) => void;
}

/**
 * The tournament editor: every field of the organiser's form, checked with the shared schema
 * the API uses (dates typed in the tournament's timezone), and the live preview of the public card and
 * page beside it. Server refusals land under their fields.
 */
export function TournamentForm({ tournament, onSaved }: TournamentFormProps) {
  const { t } = useTranslation('tournaments');
  const options = useOrganizerOptions();
  if (options.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('organizer.editor.optionsFailed')} error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) return <Spinner />;
  return <EditorForm tournament={tournament} onSaved={onSaved} options={options.data} />;
}

function EditorForm({ tournament, onSaved, options: data }: TournamentFormProps & { options: OrganizerOptions }) {
  const { t } = useTranslation('tournaments');
  const save = useSaveTournament(tournament?.id ?? null);
  const { register, handleSubmit, formState, setError, control, setValue } = useSchemaForm(organizerTournamentSchema, tournament ? tournamentFormValues(tournament) : NEW_TOURNAMENT_VALUES);
  const values = useWatch({ control }) as TournamentFormValues;
  const timezone = values.timezone || 'UTC';
  const gameKey = values.game_id === String(GAMES.mlbb.id) ? 'mlbb' : 'pubg';
  const errors = formState.errors;
  const field = (name: keyof TournamentFormValues) => ({ ...register(name), error: errorOf(errors, name) });

  const submit = handleSubmit(async (form) => {
    try {
      const saved = await save.mutateAsync(form);
      toast.success(t('organizer.editor.saved'));
      onSaved(saved);
    } catch (error) {
      showServerErrors(error, setError, ORGANIZER_TOURNAMENT_FIELDS);
    }
  });

  const pick = (name: 'logo' | 'mobile_logo') => (event: { target: HTMLInputElement }) => {
    const file = event.target.files?.[0];
    setValue(name, file, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <Layout>
      <Stack as="form" $gap={5} onSubmit={submit} noValidate aria-label={t('organizer.editor.formLabel')} data-testid="tournament-form">
        <Section>
          <legend>{t('organizer.editor.basics')}</legend>
          <TextField label={t('organizer.editor.name')} maxLength={ORGANIZER_LIMITS.nameMax} {...field('name')} />
          <SelectField label={t('organizer.editor.game')} options={data.games.map((g) => ({ value: String(g.id), label: g.name }))} {...field('game_id')} />
          <CheckboxGroup
            legend={t('organizer.editor.divisions')}
            options={TOURNAMENT_DIVISIONS_BY_GAME[gameKey].map((slug) => ({ value: slug, label: data.divisions.find((d) => d.slug === slug)?.name ?? slug }))}
            field={register('divisions')}
            error={listErrorOf(errors, 'divisions')}
          />
          <Row>
            <SelectField label={t('organizer.editor.country')} placeholder={t('organizer.editor.noCountry')} options={data.countries.map((c) => ({ value: String(c.id), label: c.name }))} {...field('country_id')} />
            <SelectField label={t('organizer.editor.timezone')} options={data.timezones.map((tz) => ({ value: tz, label: tz }))} {...field('timezone')} />
          </Row>
        </Section>
        <Section>
          <legend>{t('organizer.editor.format')}</legend>
          <Row>
            <TextField type="number" inputMode="numeric" min={1} label={t('organizer.editor.formatMin')} {...field('format_min')} />
            <TextField type="number" inputMode="numeric" min={1} label={t('organizer.editor.formatMax')} {...field('format_max')} />
            <TextField type="number" inputMode="numeric" min={2} label={t('organizer.editor.slotCount')} {...field('slot_count')} />
          </Row>
          <Row>
            <TextField type="number" inputMode="numeric" min={0} label={t('organizer.editor.prizeAmount')} {...field('prize_amount')} />
            <SelectField label={t('organizer.editor.prizeCurrency')} options={data.currencies.map((c) => ({ value: c, label: c }))} {...field('prize_currency')} />
          </Row>
        </Section>
        <Section>
          <legend>{t('organizer.editor.dates', { timezone })}</legend>
          <Row>
            <DateTimeField control={control} name="start_req_time" label={t('organizer.editor.startReqTime')} timezone={timezone} />
            <DateTimeField control={control} name="end_reg_time" label={t('organizer.editor.endRegTime')} timezone={timezone} />
          </Row>
          <Row>
            <DateTimeField control={control} name="start_time" label={t('organizer.editor.startTime')} timezone={timezone} />
            <DateTimeField control={control} name="end_time" label={t('organizer.editor.endTime')} hint={t('organizer.editor.endTimeHint')} timezone={timezone} />
          </Row>
        </Section>
        <Section>
          <legend>{t('organizer.editor.texts')}</legend>
          <TextAreaField label={t('organizer.editor.description')} hint={t('organizer.editor.htmlHint')} {...field('description')} />
          <TranslationsFields
            register={(path) => register(path as never)}
            nameError={errorOf(errors, 'name_i18n')}
            descriptionError={errorOf(errors, 'description_i18n')}
            written={tournament !== null && Object.keys({ ...tournament.name_i18n, ...tournament.description_i18n }).length > 0}
          />
          <TextAreaField label={t('organizer.editor.rules')} {...field('rules')} />
          <TextAreaField label={t('organizer.editor.info')} {...field('info')} />
        </Section>
        <Section>
          <legend>{t('organizer.editor.media')}</legend>
          <TextField label={t('organizer.editor.youtube')} hint={t('organizer.editor.youtubeHint')} {...field('youtube_link')} />
          <Row>
            <TextField type="file" accept="image/png,image/jpeg,image/webp" label={t('organizer.editor.logo')} onChange={pick('logo')} error={errorOf(errors, 'logo')} />
            <TextField type="file" accept="image/png,image/jpeg,image/webp" label={t('organizer.editor.mobileLogo')} onChange={pick('mobile_logo')} error={errorOf(errors, 'mobile_logo')} />
          </Row>
        </Section>
        <Section>
          <legend>{t('organizer.editor.features')}</legend>
          <CheckboxGroup legend={t('organizer.editor.switches')} options={data.features.map((f) => ({ value: f.slug, label: f.name }))} field={register('features')} error={listErrorOf(errors, 'features')} />
          <Checkbox label={t('organizer.editor.withComments')} {...register('with_comments')} />
          <Checkbox label={t('organizer.editor.withCapChats')} {...register('with_cap_chats')} />
          <Checkbox label={t('organizer.editor.isPrivate')} hint={t('organizer.editor.isPrivateHint')} {...register('is_private')} />
        </Section>
        <FormAlert look="framed" message={rootErrorOf(errors)} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t(tournament ? 'organizer.editor.save' : 'organizer.editor.create')}
        </Button>
      </Stack>
      <LivePreview values={values} options={data} tournament={tournament} />
    </Layout>
  );
}
