// usage: node /work/notes/lh.mjs URL  (run from /work/main for module resolution)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  const v = (k) => Math.round(a[k]?.numericValue ?? NaN);
  console.log('score', r.lhr.categories.performance.score, 'FCP', v('first-contentful-paint'), 'LCP', v('largest-contentful-paint'), 'SI', v('speed-index'), 'TBT', v('total-blocking-time'), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'TTI', v('interactive'));
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('LCP element', lcpEl?.snippet, lcpEl?.selector);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('LCP phases', JSON.stringify(phases));
  console.log('mainthread', (a['mainthread-work-breakdown']?.details?.items ?? []).map((i) => `${i.group}:${Math.round(i.duration)}`).join(' '));
  console.log('bootup', (a['bootup-time']?.details?.items ?? []).slice(0, 8).map((i) => `${i.url.split('/').slice(-2).join('/')} total=${Math.round(i.total)} script=${Math.round(i.scripting)} parse=${Math.round(i.scriptParseCompile)}`).join('\n  '));
  console.log('long tasks', (a['long-tasks']?.details?.items ?? []).map((i) => `${String(i.url).split('/').pop()}@${Math.round(i.startTime)}:${Math.round(i.duration)}`).join(' '));
  if (process.env.LH_JSON) (await import('node:fs')).writeFileSync(process.env.LH_JSON, JSON.stringify(r.lhr));
} finally { await chrome.kill(); }
