import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';
import { CUSTOM_GAME_MODES, GAMES, type CustomGameMode } from '@portal/shared/constants';
import { customGameSchema, validateInput, type FieldErrors } from '@portal/shared/schemas';
import { Button, SelectField, TextField, toast } from '@portal/shared/ui';
import { useOpenCustomGame } from '../../api/match-play/custom-game-actions';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

const first = (errors: FieldErrors, field: string) => {
  const code = errors[field]?.[0];
  return code ? translateErrorCode(code) : undefined;
};

/** Opens a room: game, mode, name, start (local time), slots, room id and password; the host joins it. */
export function OpenRoomForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('tournaments');
  const [values, setValues] = useState({ game_id: String(GAMES.pubg.id), mode: 'classic' as CustomGameMode, title: '', start: '', slots: '16', room_id: '', room_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useOpenCustomGame();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      game_id: Number(values.game_id),
      mode: values.mode,
      title: values.title,
      start_time: values.start ? new Date(values.start).toISOString() : '',
      slots: Number(values.slots),
      room_id: values.room_id,
      room_password: values.room_password,
    };
    const checked = validateInput(customGameSchema, input);
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    mutation.mutate(checked.output, {
      onSuccess: () => onDone(),
      onError: (error) => (isApiError(error) && Object.keys(error.errors).length > 0 ? setErrors(error.errors) : toast.error(serverMessageOf(error) ?? t('customGames.actionFailed'))),
    });
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="open-room-form">
      <SelectField label={t('customGames.game')} value={values.game_id} onChange={set('game_id')} options={Object.values(GAMES).map((game) => ({ value: String(game.id), label: game.idLabel.replace(' ID', '') }))} />
      <SelectField label={t('customGames.mode')} value={values.mode} onChange={set('mode')} options={CUSTOM_GAME_MODES.map((mode) => ({ value: mode, label: t(`customGames.modes.${mode}`) }))} error={first(errors, 'mode')} />
      <TextField label={t('customGames.name')} value={values.title} onChange={set('title')} error={first(errors, 'title')} maxLength={80} />
      <TextField label={t('customGames.start')} type="datetime-local" value={values.start} onChange={set('start')} error={first(errors, 'start_time')} />
      <TextField label={t('customGames.slots')} type="number" min={2} max={100} value={values.slots} onChange={set('slots')} error={first(errors, 'slots')} />
      <TextField label={t('customGames.roomId')} value={values.room_id} onChange={set('room_id')} error={first(errors, 'room_id')} maxLength={40} />
      <TextField label={t('customGames.password')} value={values.room_password} onChange={set('room_password')} error={first(errors, 'room_password')} maxLength={40} />
      <Button type="submit" disabled={mutation.isPending}>
        {t('customGames.open')}
      </Button>
    </Form>
  );
}
