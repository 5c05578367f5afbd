#!/usr/bin/env node
/**
 * `npm run perf:bundle`: for key pages, the JavaScript the browser downloads before the page is usable,
 * counted in Chromium from the network (bytes on the wire, gzip: the run asks for gzip only), and the requests on the
 * critical path. A page is "usable" when its route content has rendered (the main landmark has content and
 * no area is still loading) and no HTTP request has been in flight for 500 ms.
 *
 * Prints a table (measured by scripts/lib/page-weight.mjs); e2e/tests/budgets.spec.ts holds the pages to their budgets. Run after `npm run build`.
 */
import { chromium } from 'playwright-core';
import { measurePage } from './lib/page-weight.mjs';
import { startPortal } from './lib/portal-server.mjs';

// The pages e2e/tests/budgets.spec.ts checks (a demo tournament in registration: the demo data has it).
const PAGES = ['/', '/esports-mobile-tournaments', '/News', '/esports-mobile-tournaments/mlbb-open-qualifier'];
const port = Number(process.env.PERF_PORT ?? 8190);

const portal = await startPortal({ port });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  const rows = [];
  for (const path of PAGES) rows.push(await measurePage(browser, portal.url, path));
  const kib = (n) => (n / 1024).toFixed(1);
  console.log('\nJavaScript downloaded before the page is usable (bytes on the wire, measured in Chromium)\n');
  console.log(`${'page'.padEnd(48)} JS KiB  JS files  compressed  requests  critical path  usable after    CLS`);
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(48)} ${kib(r.jsBytes).padStart(7)} ${String(r.scripts).padStart(9)} ${`${r.compressed}/${r.scripts}`.padStart(11)} ${String(r.requests).padStart(9)} ${String(r.criticalPath).padStart(14)} ${`${r.usableMs} ms`.padStart(13)} ${r.cls.toFixed(3).padStart(6)}`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
