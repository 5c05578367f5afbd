import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * Tournament texts (description, rules, info, schedule) are written by organisers and may hold HTML.
 * They are cleaned with DOMPurify down to text formatting, lists, tables and links; links open in a new
 * tab without handing over the opener or the referrer. Scripts, styles, event handlers, images, frames and
 * forms never pass.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'span', 'div',
  'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'a',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/|#)/i;

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  purifier = instance;
  return instance;
}

/** True when the text carries markup rather than plain lines. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/i.test(text);
}

/** The organiser's HTML with everything unsafe removed. */
export function sanitizeOrganizerHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
