import { splitMessageText } from '@portal/shared/domain';

/** A chat message as plain text (React escapes it), its http(s) links clickable in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitMessageText(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
