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
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface MessengerChoiceProps {
  value: OtpChannel;
  onChange: (channel: OtpChannel) => void;
  /** Messengers that can deliver now (from the sign-in config); the others are shown disabled. */
  available?: readonly OtpChannel[];
  /** The question above the choices, in the reader's language. */
  legend: string;
  /** A messenger's name, in the reader's language. */
  optionLabel: (channel: OtpChannel) => string;
  /** The radio group's name (one per form). */
  name?: string;
}

/** Which messenger a phone code goes to (docs/spec.md section 4: choose a messenger, then the code): Telegram or WhatsApp. */
export function MessengerChoice({ value, onChange, available = OTP_CHANNELS, legend, optionLabel, name = 'messenger' }: MessengerChoiceProps) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      {OTP_CHANNELS.map((channel) => (
        <Option key={channel}>
          <input type="radio" name={name} value={channel} checked={value === channel} disabled={!available.includes(channel)} onChange={() => onChange(channel)} />
          {optionLabel(channel)}
        </Option>
      ))}
    </Group>
  );
}
