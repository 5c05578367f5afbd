import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { looksLikeHtml, textOfHtml } from '@portal/shared/domain';
import type * as SanitizeHtml from './sanitize-html';

/**
 * DOMPurify (about 12 KiB gzip) loads with the first text that has markup: a page whose texts are all plain
 * (a tournament page's usual description, rules and schedule) never downloads it. One promise for the page, so
 * React reads it as settled once it is.
 */
let sanitizer: Promise<typeof SanitizeHtml> | null = null;
let loaded: typeof SanitizeHtml | null = null;
const loadSanitizer = () =>
  (sanitizer ??= import('./sanitize-html').then((module) => {
    loaded = module;
    return module;
  }));

const noSubscription = () => () => {};


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

/**
 * HTML cleaned by DOMPurify with the shared allow-list, never shown uncleaned. DOMPurify needs a DOM: the server
 * (and the browser's first render of the server's HTML, which must be the same) writes the text without its
 * markup, readable without JavaScript; the browser then shows the cleaned HTML once its cleaner has loaded.
 */
function CleanHtml({ text, size, testId }: { text: string; size: RichTextSize; testId?: string }) {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [cleaner, setCleaner] = useState(() => loaded);
  useEffect(() => {
    if (cleaner) return;
    let live = true;
    void loadSanitizer().then((module) => live && setCleaner(module));
    return () => {
      live = false;
    };
  }, [cleaner]);
  const html = useMemo(() => (!hydrating && cleaner ? cleaner.sanitizeRichHtml(text) : null), [hydrating, cleaner, text]);
  if (html === null)
    return (
      <Body $plain $size={size} data-testid={testId}>
        {textOfHtml(text)}
      </Body>
    );
  return <Body $plain={false} $size={size} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** An organiser's or staff's text: HTML cleaned by DOMPurify with the shared allow-list, or plain text with its line breaks. */
export function RichText({ text, size = 'compact', 'data-testid': testId }: RichTextProps) {
  if (looksLikeHtml(text)) return <CleanHtml text={text} size={size} testId={testId} />;
  return (
    <Body $plain $size={size} data-testid={testId}>
      {text}
    </Body>
  );
}
