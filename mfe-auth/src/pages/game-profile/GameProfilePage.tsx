import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fetchProfile } from '@portal/shared/api-client';
import { GAME_KEYS, GAMES, type GameKey } from '@portal/shared/constants';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { gameProfileFormSchema, maskGameIdInput } from '@portal/shared/schemas';
import { sessionUserAtom } from '@portal/shared/state';
import { Button, SelectField, SignInGuard, toast } from '@portal/shared/ui';
import { storeGameProfile } from '../../features/profile/api/store-game-profile';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { LinkRow, Stack } from '../../features/auth/components/step-layout';
import { FormTextField } from '../../features/auth/components/FormTextField';
import { useFinishRegistration } from '../../features/auth/hooks/complete-sign-in';

const gameOf = (slug: string): GameKey => GAME_KEYS.find((key) => GAMES[key].slug === slug) ?? 'pubg';

/**
 * /login/game-profile: a new player adds the basic game profile (nickname and numeric game id, spec
 * section 5) or skips it; then on to the held tournament, the stored invitation or home.
 */
export default function GameProfilePage() {
  const { t } = useTranslation('auth');
  return (
    <SignInGuard title={t('gameProfile.guestTitle')} text={t('gameProfile.guestText')} frame={(prompt) => <AuthStep title={t('gameProfile.title')}>{prompt}</AuthStep>}>
      <GameProfileForm />
    </SignInGuard>
  );
}

function GameProfileForm() {
  const { t } = useTranslation('auth');
  const setUser = useSetAtom(sessionUserAtom);
  const finish = useFinishRegistration();
  const { register, handleSubmit, formState, setError, watch, setValue, clearErrors } = useSchemaForm(gameProfileFormSchema, {
    gameName: GAMES.pubg.slug,
    fields: { nick: '', pubg_id: '' },
  });
  const game = gameOf(watch('gameName'));
  const idField = `fields.${GAMES[game].idKey}` as const;

  const submit = handleSubmit(async (profile) => {
    try {
      await storeGameProfile(profile);
      setUser(await fetchProfile());
      toast.success(t('gameProfile.saved'));
      await finish();
    } catch (error) {
      showServerErrors(error, setError, ['gameName', 'fields.nick', 'fields.pubg_id', 'fields.mlbb_id']);
    }
  });

  const idRegistration = register(idField, {
    onChange: (event: { target: HTMLInputElement }) => setValue(idField, maskGameIdInput(event.target.value)),
  });
  return (
    <AuthStep title={t('gameProfile.title')} subtitle={t('gameProfile.subtitle')}>
      <Stack onSubmit={submit} noValidate>
        <SelectField
          label={t('gameProfile.game')}
          options={GAME_KEYS.map((key) => ({ value: GAMES[key].slug, label: t(`games.${key}`) }))}
          error={errorOf(formState.errors, 'gameName')}
          {...register('gameName', {
            onChange: () => {
              clearErrors();
              setValue('fields', { nick: watch('fields.nick') ?? '' });
            },
          })}
        />
        <FormTextField label={t('gameProfile.nick')} autoComplete="nickname" field={register('fields.nick')} errors={formState.errors} />
        <FormTextField key={idField} label={GAMES[game].idLabel} inputMode="numeric" field={idRegistration} errors={formState.errors} />
        <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {t('gameProfile.save')}
        </Button>
      </Stack>
      <LinkRow>
        <Button $variant="ghost" onClick={() => void finish()}>
          {t('gameProfile.skip')}
        </Button>
      </LinkRow>
    </AuthStep>
  );
}
