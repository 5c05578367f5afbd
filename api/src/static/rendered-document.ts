import { PAGE_DATA_ELEMENT_ID, serializePageData, type RenderedPage } from '@portal/shared/contracts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell's page with a server render in it: the page's HTML in #root, its styles in the head, its
 * language on <html>, and its query data in a JSON data block (never executed: the CSP allows no inline
 * script) that the browser reads before it takes the HTML over (shell/src/bootstrap.tsx).
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(page.data)}</script>`;
  let out = `${html.slice(0, at)}<div id="root">${page.html}</div>${data}${html.slice(at + EMPTY_ROOT.length)}`;
  const head = out.indexOf('</head>');
  if (head >= 0) out = `${out.slice(0, head)}${page.head}${out.slice(head)}`;
  return out.replace(/<html lang="[a-z]+"/, `<html lang="${page.data.locale}"`);
}
