/**
 * A chat message is plain text: it is shown as text nodes (never as HTML), with its http(s) links made
 * clickable. Split into segments here; the view renders a link segment as <a rel="noopener noreferrer">.
 */
export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the link ("see https://x.example/a."). */
const TRAILING = /[.,!?;:)\]}»]+$/;

export function splitMessageText(text: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  const push = (value: string) => {
    if (value === '') return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const link = raw.slice(0, raw.length - trailing.length);
    push(text.slice(last, start));
    if (isSafeLink(link)) segments.push({ kind: 'link', text: link, href: link });
    else push(link);
    push(trailing);
    last = start + raw.length;
  }
  push(text.slice(last));
  return segments;
}

function isSafeLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
