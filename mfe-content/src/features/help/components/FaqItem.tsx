import styled from 'styled-components';
import { mutedText, surface } from '@portal/shared/ui';

const Details = styled.details`
  ${surface({ radius: 'md' })}
  scroll-margin-top: 96px;
  &[open] summary::after {
    transform: rotate(180deg);
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font-weight: 600;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: '▾';
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s ease;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Answer = styled.p`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(4)}`};
  ${mutedText('sm')}
  line-height: 1.6;
`;

export interface FaqItemProps {
  id: string;
  question: string;
  answer: string;
  /** Open when the page is opened at this question (#id). */
  initiallyOpen: boolean;
}

/** One question of the help accordion (a native details element: keyboard and screen readers for free). */
export function FaqItem({ id, question, answer, initiallyOpen }: FaqItemProps) {
  return (
    <Details id={id} open={initiallyOpen || undefined}>
      <Summary>{question}</Summary>
      <Answer>{answer}</Answer>
    </Details>
  );
}
