import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import { PUBLIC_PROFILE_FLAGS } from '@portal/shared/constants';
import type { ProfileUpdateInput } from '@portal/shared/schemas';
import { Group, Legend } from './settings-group';
import { Checkbox } from '@portal/shared/ui';

/** The public-profile switches (sent as 1/0): what other players see on /user/{slug}. */
export function PublicFlags({ register }: { register: UseFormRegister<ProfileUpdateInput> }) {
  const { t } = useTranslation('profile');
  return (
    <Group>
      <Legend>{t('main.publicTitle')}</Legend>
      {PUBLIC_PROFILE_FLAGS.map((flag) => (
        <Checkbox key={flag} label={t(`main.flags.${flag}`)} {...register(flag)} />
      ))}
    </Group>
  );
}
