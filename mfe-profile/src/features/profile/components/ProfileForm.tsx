import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_PUBLIC_PROFILE_SETTINGS } from '@portal/shared/constants';
import type { SessionUser } from '@portal/shared/contracts';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { profileUpdateSchema, type ProfileUpdateInput } from '@portal/shared/schemas';
import { sessionUserAtom } from '@portal/shared/state';
import { Button, SelectField, Stack, TextField, toast } from '@portal/shared/ui';
import { useCountries } from '../../reference/api/countries';
import { useTimezones } from '../../reference/api/timezones';
import { updateProfile } from '../api/update-profile';
import { AvatarField } from './AvatarField';
import { PublicFlags } from './PublicFlags';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const FIELDS = ['username', 'slug', 'birthday', 'country_id', 'timezone'] as const;

/** The form's starting values: the stored profile, the switches as they apply. */
function defaultsOf(user: SessionUser): ProfileUpdateInput {
  return {
    username: user.username,
    slug: user.slug ?? '',
    birthday: user.birthday ?? '',
    country_id: user.country ? String(user.country.id) : '',
    timezone: user.timezone ?? '',
    ...(user.public_settings ?? DEFAULT_PUBLIC_PROFILE_SETTINGS),
  };
}

/**
 * The main information: avatar, username, profile address, birthday, country, timezone and the public
 * switches, checked by the schema the API checks; saved as form data, the answer becomes the session user.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const setUser = useSetAtom(sessionUserAtom);
  // Until the lists arrive, the stored choice is the one option, so the select shows it from the start.
  const countries = useCountries().data ?? (user.country ? [user.country] : []);
  const timezones = useTimezones().data ?? (user.timezone ? [{ name: user.timezone, label: user.timezone, offset: '' }] : []);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const { register, handleSubmit, formState, setError, reset } = useSchemaForm(profileUpdateSchema, defaultsOf(user));

  const save = handleSubmit(async (values) => {
    setAvatarError(undefined);
    try {
      const saved = await updateProfile(values, avatar);
      setUser(saved);
      reset(defaultsOf(saved));
      toast.success(t('main.saved'));
    } catch (error) {
      // The avatar is chosen beside the form: its code shows under the picture.
      showServerErrors(error, (name, value) => (name === 'avatar' ? setAvatarError(value.message) : setError(name, value)), [...FIELDS, 'avatar'], { fallback: t('main.saveFailed') });
    }
  });

  const { errors } = formState;
  return (
    <Stack as="form" $gap={4} onSubmit={save} noValidate data-testid="profile-form">
      <AvatarField current={user.avatar} username={user.username} onChange={setAvatar} error={avatarError} />
      <Columns>
        <TextField label={t('main.username')} autoComplete="nickname" error={errorOf(errors, 'username')} {...register('username')} />
        <TextField label={t('main.slug')} hint={t('main.slugHint')} autoComplete="off" error={errorOf(errors, 'slug')} {...register('slug')} />
        <TextField label={t('main.birthday')} type="date" error={errorOf(errors, 'birthday')} {...register('birthday')} />
        <SelectField
          label={t('main.country')}
          placeholder={t('main.notSpecified')}
          options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
          error={errorOf(errors, 'country_id')}
          hint={user.country_verified ? t('main.verifiedYes') : t('main.verifiedNo')}
          {...register('country_id')}
        />
        <SelectField
          label={t('main.timezone')}
          placeholder={t('main.notSpecified')}
          options={timezones.map((zone) => ({ value: zone.name, label: zone.offset ? `${zone.label} (UTC${zone.offset})` : zone.label }))}
          error={errorOf(errors, 'timezone')}
          {...register('timezone')}
        />
      </Columns>
      <PublicFlags register={register} />
      <FormAlert look="plain" message={rootErrorOf(errors)} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('main.save')}
        </Button>
      </div>
    </Stack>
  );
}
