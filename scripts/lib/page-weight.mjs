/**
 * Lighthouse's slow phone as DevTools applies it (its `throttlingMethod: 'devtools'`): slow 4G with its request
 * latency and 4x slower CPU.
 */
export const SLOW_PHONE = { latencyMs: 562.5, downloadBytesPerSecond: (1638.4 * 1024 * 0.9) / 8, uploadBytesPerSecond: (750 * 1024 * 0.9) / 8, cpuSlowdown: 4 };

/**
 * What a first visit of one page costs, measured in Chromium from the network: the JavaScript downloaded
 * before the page is usable (bytes on the wire, gzip: the run asks for gzip only), the requests on the
 * critical path, and the layout shift (CLS) until then. A page is "usable" when its route content has
 * rendered (the main landmark has content and no area is still loading) and no HTTP request has been in
 * flight for 500 ms. Used by `npm run perf:bundle`, `npm run perf` and the budget check of the e2e suites.
 * `throttle`: load as SLOW_PHONE does. Files then arrive far apart, as on a phone on mobile data, and a part
 * that comes before the one above it shifts the page: an unthrottled load never shows that.
 */
export async function measurePage(browser, baseUrl, path, { viewport = { width: 1280, height: 800 }, throttle = false, storage = null } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // A signed-in visit: the session in the page's storage before its scripts run.
  if (storage) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  // Layout shifts without recent input, summed (the CLS of a first visit), from the first paint on.
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Count gzip bytes specifically (the server would otherwise prefer brotli).
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.latencyMs, downloadThroughput: SLOW_PHONE.downloadBytesPerSecond, uploadThroughput: SLOW_PHONE.uploadBytesPerSecond });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  }

  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    const initiatorUrl = e.initiator?.url ?? e.initiator?.stack?.callFrames?.[0]?.url ?? null;
    requests.set(e.requestId, { url: e.request.url, type: e.type, initiatorUrl, bytes: 0, encoding: null, done: false, start: e.timestamp });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.type = e.type;
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? null;
    }
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.failed = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.bytes = e.encodedDataLength;
      r.done = true;
    }
  });

  const started = Date.now();
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main && main.textContent && main.textContent.trim().length > 0 && !document.querySelector('[data-testid="remote-loading"]'));
  }, null, { timeout: 30_000 });
  // Quiet: no HTTP request in flight for 500 ms (the realtime socket and its pings do not count).
  // The SharedWorker's script is fetched for the worker target: its completion is not reported to the page.
  const inFlight = () =>
    [...requests.values()].filter((r) => !r.done && !r.failed && r.type !== 'WebSocket' && r.type !== 'EventSource' && !r.url.endsWith('/websocket-worker.js')).length;
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (process.env.PERF_DEBUG) {
    const files = [...requests.values()].filter((r) => r.type === 'Script' && r.done).sort((a, b) => b.bytes - a.bytes);
    console.log(`\n${path}`);
    for (const r of files) console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(7)} KiB  ${r.url.replace(baseUrl, '')}`);
  }
  const usableMs = quietSince - started;

  const all = [...requests.values()].filter((r) => r.done);
  const scripts = all.filter((r) => r.type === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + r.bytes, 0);
  const compressed = scripts.filter((r) => r.encoding && /gzip|br/.test(r.encoding)).length;

  // Critical path: the longest chain of requests each started by the previous one (document first).
  const byUrl = new Map(all.map((r) => [r.url, r]));
  const depthOf = (r, seen = new Set()) => {
    if (!r.initiatorUrl || seen.has(r.url)) return 1;
    seen.add(r.url);
    const parent = byUrl.get(r.initiatorUrl);
    return parent ? 1 + depthOf(parent, seen) : 2;
  };
  const criticalPath = Math.max(...all.map((r) => depthOf(r)));
  if (process.env.PERF_DEBUG) {
    const deepest = all.find((r) => depthOf(r) === criticalPath);
    const chain = [];
    for (let r = deepest; r; r = r.initiatorUrl ? byUrl.get(r.initiatorUrl) : null) {
      chain.unshift(r.url.replace(baseUrl, ''));
      if (chain.length > criticalPath) break;
    }
    console.log(`  critical path: ${chain.join(' -> ')}`);
    if (process.env.PERF_DEBUG === 'all') for (const r of all) console.log(`    ${depthOf(r)} ${r.url.replace(baseUrl, '')} <- ${r.initiatorUrl?.replace(baseUrl, '') ?? ''}`);
  }
  const cls = await page.evaluate(() => window.__cls);
  await context.close();
  return { path, jsBytes, scripts: scripts.length, compressed, requests: all.length, criticalPath, usableMs, cls };
}

