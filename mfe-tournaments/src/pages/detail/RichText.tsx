import { useMemo } from 'react';
import styled from 'styled-components';
import { looksLikeHtml, sanitizeOrganizerHtml } from '../../lib/sanitize-html';

const Body = styled.div<{ $plain: boolean }>`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.6;
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

/** An organiser's text: HTML cleaned by DOMPurify, or plain text with its line breaks. */
export function RichText({ text }: { text: string }) {
  const html = useMemo(() => (looksLikeHtml(text) ? sanitizeOrganizerHtml(text) : null), [text]);
  if (html === null) return <Body $plain>{text}</Body>;
  return <Body $plain={false} dangerouslySetInnerHTML={{ __html: html }} />;
}
