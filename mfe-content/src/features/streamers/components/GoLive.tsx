import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { describeApiFailure, isApiError, translateErrorCode } from '@portal/shared/api-client';
import { GAMES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { streamStartSchema, validateInput } from '@portal/shared/schemas';
import { useLocalizedPath } from '@portal/shared/platform';
import { Button, ConfirmModal, FieldError, Modal, SelectField, Stack, TextField, useModalState } from '@portal/shared/ui';
import { useEndStream, useGoLive, useMyLiveStream, useStreamTournaments } from '../../streams/api/stream-broadcast';

const OnAir = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type Fields = 'title' | 'url' | 'game_id' | 'tournament_id';
type Errors = Partial<Record<Fields | 'form', string>>;
const GAME_LIST = Object.values(GAMES);

function GoLiveForm({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('content');
  const start = useGoLive();
  const [values, setValues] = useState<Record<Fields, string>>({ title: '', url: '', game_id: String(GAMES.pubg.id), tournament_id: '' });
  const [errors, setErrors] = useState<Errors>({});
  const gameSlug = GAME_LIST.find((game) => String(game.id) === values.game_id)?.slug ?? '';
  const tournaments = useStreamTournaments(gameSlug);
  const set = (name: Fields) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value, ...(name === 'game_id' ? { tournament_id: '' } : {}) }));
  const show = (codes: Record<string, readonly string[]>) => setErrors(Object.fromEntries(Object.entries(codes).map(([name, list]) => [name, translateErrorCode(list[0] ?? '')])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { title: values.title, url: values.url, game_id: Number(values.game_id), tournament_id: values.tournament_id === '' ? null : Number(values.tournament_id) };
    const checked = validateInput(streamStartSchema, input);
    if (!checked.success) return show(checked.errors);
    setErrors({});
    start.mutate(input, {
      onSuccess: onStarted,
      onError: (failure) => {
        if (isApiError(failure) && Object.keys(failure.errors).length > 0) show(failure.errors);
        else setErrors({ form: describeApiFailure(failure) });
      },
    });
  };
  const tournamentOptions = (tournaments.data?.data ?? []).map((tournament) => ({ value: String(tournament.id), label: tournament.name }));
  return (
    <Stack as="form" onSubmit={submit} noValidate data-testid="go-live-form">
      <TextField label={t('watch.goLive.titleField')} value={values.title} onChange={set('title')} error={errors.title} maxLength={120} />
      <TextField label={t('watch.goLive.link')} hint={t('watch.goLive.linkHint')} placeholder="https://www.twitch.tv/…" inputMode="url" value={values.url} onChange={set('url')} error={errors.url} />
      <SelectField label={t('watch.goLive.game')} options={GAME_LIST.map((game) => ({ value: String(game.id), label: t(`news.filter.${game.slug}`) }))} value={values.game_id} onChange={set('game_id')} error={errors.game_id} />
      <SelectField label={t('watch.goLive.tournament')} placeholder={t('watch.goLive.noTournament')} options={tournamentOptions} value={values.tournament_id} onChange={set('tournament_id')} error={errors.tournament_id} />
      {errors.form ? <FieldError role="alert">{errors.form}</FieldError> : null}
      <div>
        <Button type="submit" disabled={start.isPending}>
          {t('watch.goLive.start')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * An approved streamer's controls on /watch: "Go live" opens the stream form; while a stream of theirs is
 * live, its title with a link to it and the end-stream modal (docs/spec.md section 2) instead.
 */
export function GoLive({ userId }: { userId: number }) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const live = useMyLiveStream(userId);
  const end = useEndStream();
  const form = useModalState();
  const confirm = useModalState();
  if (live.isPending) return null;
  const stream = live.data ?? null;
  if (!stream) {
    return (
      <>
        <Button type="button" onClick={form.show} data-testid="go-live">
          {t('watch.goLive.open')}
        </Button>
        <Modal open={form.shown} onClose={form.hide} title={t('watch.goLive.title')} data-testid="go-live-modal">
          <GoLiveForm onStarted={form.hide} />
        </Modal>
      </>
    );
  }
  return (
    <OnAir data-testid="on-air">
      <span>{t('watch.goLive.onAir')}</span>
      <Link to={localized(routePath('watch.detail', { id: String(stream.id) }))}>{stream.title}</Link>
      <Button $variant="secondary" type="button" onClick={confirm.show} data-testid="end-stream">
        {t('watch.goLive.end')}
      </Button>
      <ConfirmModal
        open={confirm.shown}
        onClose={confirm.hide}
        title={t('watch.goLive.endTitle')}
        confirmLabel={t('watch.goLive.endConfirm')}
        cancelLabel={t('watch.goLive.cancel')}
        onConfirm={() => end.mutateAsync(stream.id)}
        errorMessage={describeApiFailure}
        data-testid="end-stream-modal"
      >
        <p>{t('watch.goLive.endText', { title: stream.title })}</p>
      </ConfirmModal>
    </OnAir>
  );
}
