import { PAGE_DATA_ELEMENT_ID, serializePageData, type RenderedPage } from '@portal/shared/contracts';
import { escapeAttribute } from './main-image';
import { START_AFTER_PAINT_PATH } from './start-after-paint';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell's page with a server render in it: the page's HTML in #root, its styles in the head, its
 * language on <html>, and its query data in a JSON data block (never executed: the CSP allows no inline
 * script) that the browser reads before it takes the HTML over (shell/src/bootstrap.tsx).
 *
 * Its scripts start once the page is on screen (start-after-paint.ts): the page is already drawn, and on a
 * phone's slow link the scripts (some 280 KiB) would otherwise share the first seconds with it and its main
 * picture. The shell's empty page keeps them as they are: nothing shows before they run.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(page.data)}</script>`;
  let out = `${html.slice(0, at)}<div id="root">${page.html}</div>${data}${html.slice(at + EMPTY_ROOT.length)}`;
  const head = out.indexOf('</head>');
  if (head >= 0) out = `${out.slice(0, head)}${page.head}${out.slice(head)}`;
  return startAfterPaint(out.replace(/<html lang="[a-z]+"/, `<html lang="${page.data.locale}"`));
}

const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;
const MODULE_SCRIPT = /<script src="([^"]+)" type="module"><\/script>/;

/**
 * The document's script preloads and its module script replaced by one script at the end of the body that
 * asks for them once the page is drawn; a document without a module script is left as it is.
 */
export function startAfterPaint(html: string): string {
  const main = MODULE_SCRIPT.exec(html);
  if (!main) return html;
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1] ?? '');
  const starter = `<script type="module" src="${START_AFTER_PAINT_PATH}" data-portal-start="${escapeAttribute(main[1] ?? '')}" data-portal-preload="${escapeAttribute(JSON.stringify(preloads))}"></script>`;
  const body = html.replace(SCRIPT_PRELOAD, '').replace(MODULE_SCRIPT, '');
  const end = body.lastIndexOf('</body>');
  return end < 0 ? body + starter : `${body.slice(0, end)}${starter}${body.slice(end)}`;
}
