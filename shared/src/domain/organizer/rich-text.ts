import { RICH_TEXT_SAFE_LINK } from '@portal/shared/constants';

/** True when the text carries markup rather than plain lines (plain text is kept and shown as text). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/i.test(text);
}

/** An href an organiser's link may keep (see RICH_TEXT_SAFE_LINK). */
export function isSafeRichTextLink(href: string): boolean {
  return RICH_TEXT_SAFE_LINK.test(href.trim());
}
