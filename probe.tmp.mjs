import { chromium } from '@playwright/test';
const url = process.argv[2];
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const p = await b.newPage({ viewport: { width: Number(process.argv[4] ?? 1280), height: 900 } });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto(url);
await p.waitForTimeout(4000);
if (process.argv[3]) await p.screenshot({ path: process.argv[3], fullPage: true });
console.log(
  'TITLE',
  await p.title(),
  '| H1',
  await p
    .locator('h1')
    .first()
    .textContent()
    .catch(() => 'none'),
);
await b.close();
