/**
 * Organisers' and staff's HTML texts on a page (client only, not a Module Federation singleton: each remote
 * that shows such texts bundles it). DOMPurify loads only once a text with markup is shown (RichText), so it
 * stays off the pages that have none, and off those whose texts are plain.
 */
export { RichText, type RichTextSize } from './RichText';
export { looksLikeHtml } from '@portal/shared/domain';
