/**
 * Organisers' and staff's HTML texts on a page (client only, not a Module Federation singleton: each remote
 * that shows such texts bundles it, so DOMPurify stays off the pages that have none).
 */
export { RichText, type RichTextSize } from './RichText';
export { looksLikeHtml, sanitizeRichHtml } from './sanitize-html';
