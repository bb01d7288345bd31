import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

// List and kanban figures with 10,000 claims on a production build of the gallery:
//   npx vite build bench/ui-gallery --outDir /tmp/ui-gallery-dist
//   npx vite preview bench/ui-gallery --outDir /tmp/ui-gallery-dist --port 5198
//   npx tsx bench/ui-gallery/list-bench.ts
const base = process.env.GALLERY_URL ?? 'http://localhost:5198/';
const COUNT = 10_000;

async function firstPaint(page: Page, view: string, selector: string): Promise<number> {
  await page.goto(`${base}?view=${view}&count=${COUNT}`);
  const handle = await page.waitForFunction(
    (sel) => (document.querySelector(sel) ? performance.now() : false),
    selector,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from a key press in the search box to the next frame after the list changed. */
async function keystroke(page: Page, key: string): Promise<number | null> {
  await page.evaluate(() => {
    const state = window as unknown as { benchResult: Promise<number | null> };
    state.benchResult = new Promise((resolve) => {
      let start = 0;
      document.addEventListener('keydown', () => (start = performance.now()), {
        once: true,
        capture: true,
      });
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      });
      observer.observe(document.querySelector('[role="table"], [aria-label="Claims by status"]')!, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      setTimeout(() => resolve(null), 3000);
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(
    () => (window as unknown as { benchResult: Promise<number | null> }).benchResult,
  );
}

async function typing(page: Page, text: string): Promise<number[]> {
  await page.getByLabel('Search claims').click();
  const times: number[] = [];
  for (const char of text) {
    const ms = await keystroke(page, char === ' ' ? 'Space' : char);
    if (ms !== null) times.push(ms);
  }
  for (let i = 0; i < text.length; i++) {
    const ms = await keystroke(page, 'Backspace');
    if (ms !== null) times.push(ms);
  }
  return times;
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const round = (values: number[]) => values.map((v) => Math.round(v));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
for (const [view, selector] of [
  ['list', '[role="rowgroup"] [data-claim-id]'],
  ['kanban', '[aria-label="Claims by status"] [data-claim-id]'],
] as const) {
  const paints = [];
  for (let i = 0; i < 3; i++) paints.push(await firstPaint(page, view, selector));
  const keys = await typing(page, 'mia pat');
  console.log(
    `${view}: ${COUNT} claims; first rows painted after navigation ${round(paints).join('/')} ms; ` +
      `filter keystroke → updated rows median ${Math.round(median(keys))} ms, max ${Math.round(Math.max(...keys))} ms (n=${keys.length})`,
  );
}
await browser.close();
