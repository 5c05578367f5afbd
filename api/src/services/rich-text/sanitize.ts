import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_REL, RICH_TEXT_LINK_TARGET } from '@portal/shared/constants';
import { isSafeRichTextLink, looksLikeHtml } from '@portal/shared/domain';

/**
 * User HTML (organisers' tournament texts, staff news posts) is cleaned on write with the shared allow-list (the
 * portal cleans them again with DOMPurify before showing them): allowed tags and attributes only, a link
 * keeps its href only when it is safe and always opens in a new tab without opener or referrer. Plain text
 * (no markup) is kept as written; the portal shows it as text. Empty becomes null.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  // target and rel are never taken from the writer: the link rule below sets them on every link.
  allowedAttributes: { '*': [...RICH_TEXT_ALLOWED_ATTRIBUTES], a: [...RICH_TEXT_ALLOWED_ATTRIBUTES, 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target: _target, rel: _rel, ...rest } = attribs;
      const kept: sanitizeHtml.Attributes = href !== undefined && isSafeRichTextLink(href) ? { href } : {};
      return { tagName, attribs: { ...kept, ...rest, target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL } };
    },
  },
};

export function sanitizeRichText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!looksLikeHtml(trimmed)) return trimmed;
  const clean = sanitizeHtml(trimmed, OPTIONS).trim();
  return clean === '' ? null : clean;
}

/** Organisers' tournament texts (description, rules, info). */
export const sanitizeOrganizerText = sanitizeRichText;
