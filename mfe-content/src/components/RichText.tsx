import { useMemo } from 'react';
import styled from 'styled-components';
import { looksLikeHtml, sanitizeRichHtml } from '../lib/sanitize-html';

const Body = styled.div<{ $plain: boolean }>`
  line-height: 1.7;
  overflow-wrap: anywhere;
  white-space: ${({ $plain }) => ($plain ? 'pre-line' : 'normal')};
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Staff HTML cleaned by DOMPurify with the shared allow-list, or plain text with its line breaks. */
export function RichText({ text, 'data-testid': testId }: { text: string; 'data-testid'?: string }) {
  const html = useMemo(() => (looksLikeHtml(text) ? sanitizeRichHtml(text) : null), [text]);
  if (html === null)
    return (
      <Body $plain data-testid={testId}>
        {text}
      </Body>
    );
  return <Body $plain={false} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
