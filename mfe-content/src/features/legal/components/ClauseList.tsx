import { useMemo } from 'react';
import styled from 'styled-components';
import { splitNumberedClauses } from '@portal/shared/domain';
import { mutedText } from '@portal/shared/ui';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.font.sizes.md};
  &:first-child {
    margin-top: 0;
  }
`;

const Clause = styled.p<{ $depth: number }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ $depth, theme }) => ($depth > 2 ? theme.space(4) : 0)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

const ClauseNumber = styled.span`
  flex: none;
  min-width: 2.5em;
  ${mutedText()}
  font-variant-numeric: tabular-nums;
`;

export interface ClauseListProps {
  /** Text written as numbered clauses, one per line ("1. Section", "1.1. Clause"). */
  text: string;
  /** Level of the section headings (the page's h1, and maybe a document h2, come before). */
  headingLevel?: 2 | 3;
}

/** A legal or rules text split at its numbered clauses: sections as headings, clauses as paragraphs. */
export function ClauseList({ text, headingLevel = 2 }: ClauseListProps) {
  const clauses = useMemo(() => splitNumberedClauses(text), [text]);
  return (
    <Body>
      {clauses.map((clause, index) =>
        clause.depth === 1 ? (
          <Heading key={index} as={`h${headingLevel}`}>
            {clause.number}. {clause.text}
          </Heading>
        ) : (
          <Clause key={index} $depth={clause.depth}>
            {clause.number ? <ClauseNumber>{clause.number}.</ClauseNumber> : null}
            <span>{clause.text}</span>
          </Clause>
        ),
      )}
    </Body>
  );
}
