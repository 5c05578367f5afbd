import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { PUBLIC_PROFILE_FLAGS } from '@portal/shared/constants';
import type { ProfileUpdateInput } from '@portal/shared/schemas';
import { Checkbox } from '@portal/shared/ui';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
`;

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
