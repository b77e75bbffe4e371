import { chromium } from '@playwright/test';
const [url, out, width, ...ys] = process.argv.slice(2);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const p = await b.newPage({ viewport: { width: Number(width), height: 1200 } });
p.on('pageerror', (e) => console.log('pageerror', e.message));
p.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 300)));
await p.goto(url);
await p.waitForTimeout(3000);
for (const y of ys)
  await p.screenshot({
    path: `${out}-${y}.png`,
    clip: { x: 0, y: Number(y), width: Number(width), height: 1200 },
    fullPage: true,
  });
await b.close();
