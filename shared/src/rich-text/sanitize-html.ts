import createDOMPurify, { type DOMPurify } from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_REL, RICH_TEXT_LINK_TARGET } from '@portal/shared/constants';
import { isSafeRichTextLink } from '@portal/shared/domain';

export { looksLikeHtml } from '@portal/shared/domain';

/**
 * Organisers' tournament texts (description, rules, info, schedule) and staff's news posts may hold HTML.
 * The API cleans them on write (the same allow-list, with sanitize-html); the page cleans them again with DOMPurify, with the same shared allow-list
 * (@portal/shared/constants rich-text): text formatting, lists, tables and links; a link keeps a safe href
 * only and opens in a new tab without the opener or the referrer. Scripts, styles, event handlers, images,
 * frames and forms never pass.
 */
let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!isSafeRichTextLink(href)) node.removeAttribute('href');
    node.setAttribute('target', RICH_TEXT_LINK_TARGET);
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
  });
  purifier = instance;
  return instance;
}

/** Organiser or staff HTML with everything unsafe removed. */
export function sanitizeRichHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
