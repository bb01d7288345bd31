import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

// Screenshots of the gallery (start it first: `npx vite bench/ui-gallery --port 5199`).
const base = process.env.GALLERY_URL ?? 'http://localhost:5199/';
const views = (process.env.VIEWS ?? 'list,kanban,details,settings,form').split(',');
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 820, height: 1180 },
];

mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  page.on('pageerror', (error) => console.log(`[${size.name}] page error:`, error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.log(`[${size.name}] console:`, msg.text());
  });
  for (const view of views) {
    await page.goto(`${base}?view=${view}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/claims-${view}-${size.name}.png` });
  }
  await page.close();
}
await browser.close();
