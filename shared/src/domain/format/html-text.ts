/**
 * Text with markup as words and line breaks only (the allow-list's block ends become line breaks, a table
 * cell's end a space, its entities are read): what shows of a rich text until the browser has cleaned its
 * HTML, and the text of a page's description. Whoever writes it into HTML escapes it (React does).
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(br|hr|\/p|\/div|\/li|\/h[1-6]|\/blockquote|\/ul|\/ol|\/tr|\/table|\/caption)\b[^>]*>/gi, '\n')
    .replace(/<\/(td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
