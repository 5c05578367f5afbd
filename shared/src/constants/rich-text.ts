/**
 * The one allow-list of organisers' HTML texts (description, rules, info, schedule): the API cleans them
 * on write (sanitize-html) and the portal again before showing them (DOMPurify), with these same rules.
 * Text formatting, headings, lists, tables and links pass; scripts, styles, event handlers, images, frames
 * and forms never do. A link keeps its href only when it is http(s), mailto, tel, a site path or a
 * fragment, and always opens in a new tab without the opener or the referrer.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'span', 'div',
  'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'a',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
] as const;

/** Attributes kept on any allowed tag (all others, style and on* included, are dropped). */
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['href', 'title', 'colspan', 'rowspan'] as const;

/** An href is kept only when it starts like this (after trimming). */
export const RICH_TEXT_SAFE_LINK = /^(?:https?:|mailto:|tel:|\/|#)/i;

/** What every link gets. */
export const RICH_TEXT_LINK_TARGET = '_blank';
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
