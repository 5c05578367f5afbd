import styled from 'styled-components';

const Text = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** A form-level message (a failed save in red, announced; or a confirmation), nothing when empty. */
export function FormMessage({ message, tone = 'danger' }: { message: string | null | undefined; tone?: 'danger' | 'success' }) {
  if (!message) return null;
  return (
    <Text role={tone === 'danger' ? 'alert' : 'status'} $tone={tone}>
      {message}
    </Text>
  );
}
