import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OTP_CHANNELS, type OtpChannel } from '@portal/shared/contracts';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(1)};
  padding: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** Which messenger the phone code goes by (spec section 4: choose a messenger, then the code). */
export function MessengerChoice({ value, onChange, available }: { value: OtpChannel; onChange: (channel: OtpChannel) => void; available: readonly OtpChannel[] }) {
  const { t } = useTranslation('profile');
  return (
    <Group>
      <Legend>{t('phone.messenger')}</Legend>
      {OTP_CHANNELS.map((channel) => (
        <Option key={channel}>
          <input type="radio" name="phone-messenger" value={channel} checked={value === channel} disabled={!available.includes(channel)} onChange={() => onChange(channel)} />
          {t(`social.providers.${channel}`)}
        </Option>
      ))}
    </Group>
  );
}
