import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
await p.goto(process.argv[2]);
await p.waitForTimeout(5000);
console.log((await p.textContent('body')).slice(0, 200));
await b.close();
