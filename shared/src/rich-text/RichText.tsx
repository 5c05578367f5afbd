import { useMemo } from 'react';
import styled from 'styled-components';
import { looksLikeHtml, sanitizeRichHtml } from './sanitize-html';

const Body = styled.div<{ $plain: boolean; $size: RichTextSize }>`
  font-size: ${({ $size, theme }) => ($size === 'body' ? 'inherit' : theme.font.sizes.sm)};
  line-height: ${({ $size }) => ($size === 'body' ? 1.7 : 1.6)};
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

/** `compact` for the panels of a tournament page, `body` for an article (a news post). */
export type RichTextSize = 'compact' | 'body';

interface RichTextProps {
  text: string;
  size?: RichTextSize;
  'data-testid'?: string;
}

/** An organiser's or staff's text: HTML cleaned by DOMPurify with the shared allow-list, or plain text with its line breaks. */
export function RichText({ text, size = 'compact', 'data-testid': testId }: RichTextProps) {
  const html = useMemo(() => (looksLikeHtml(text) ? sanitizeRichHtml(text) : null), [text]);
  if (html === null)
    return (
      <Body $plain $size={size} data-testid={testId}>
        {text}
      </Body>
    );
  return <Body $plain={false} $size={size} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
