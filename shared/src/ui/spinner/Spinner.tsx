import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 32 }: { size?: number }) {
  const { t } = useTranslation('ui');
  return <Ring role="status" aria-label={t('spinner.loading')} $size={size} />;
}
