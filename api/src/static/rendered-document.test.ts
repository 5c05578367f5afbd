import { startAfterPaint, withRenderedPage } from './rendered-document';
import { START_AFTER_PAINT_PATH } from './start-after-paint';

const SHELL = '<!doctype html><html lang="ru"><head><script src="/main.1.js" type="module"></script><link rel="preload" as="script" href="/bootstrap.1.js"><link rel="preload" as="image" href="/cover.webp" fetchpriority="high"></head><body><div id="root"></div></body></html>';

describe('a server-rendered document', () => {
  it('puts the page, its styles, language and data in the shell', () => {
    const html = withRenderedPage(SHELL, { html: '<main>Almaty Open Cup</main>', head: '<style>x{}</style>', data: { route: 'home', locale: 'kk', queries: {} }, clientRendered: [] });
    expect(html).toContain('<html lang="kk"');
    expect(html).toContain('<div id="root"><main>Almaty Open Cup</main></div><script type="application/json" id="portal-page-data">');
    expect(html).toContain('<style>x{}</style></head>');
  });

  it('starts its scripts once it is drawn: one starter at the end of the body names them, the main picture stays preloaded', () => {
    const html = startAfterPaint(SHELL);
    expect(html).not.toContain('<script src="/main.1.js"');
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toContain('<link rel="preload" as="image" href="/cover.webp" fetchpriority="high">');
    expect(html).toContain(`<script type="module" src="${START_AFTER_PAINT_PATH}" data-portal-start="/main.1.js" data-portal-preload="[&quot;/bootstrap.1.js&quot;]"></script></body>`);
    expect(startAfterPaint('<html><body>no scripts</body></html>')).toBe('<html><body>no scripts</body></html>');
  });
});
