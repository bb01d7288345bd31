import type { BrowserContext, Page } from '@playwright/test';
import { serveBundledPage } from '../support/bundled-page';
import { timeKeystroke } from '../support/paint-probes';

// The claims list's plain RxDB-on-Dexie baseline (plain-rxdb-page.ts), bundled with esbuild and
// served from a second origin, opened in the bench's own browser so both share the machine's moment.

const HTML = `<!doctype html><meta charset="utf-8">
<input aria-label="Search claims" id="q"><span id="count" aria-live="polite"></span>
<table role="table"><tbody id="rows"></tbody></table><div id="board"></div>
<script type="module" src="/bench.js"></script>`;

export interface PlainRxdbList {
  firstRows: (runs: number) => Promise<number[]>;
  keystrokes: (keys: string[]) => Promise<number[]>;
  kanban: (runs: number) => Promise<number[]>;
  close: () => Promise<void>;
}

type PlainPage = Window & {
  plainFill: (total: number) => Promise<void>;
  plainFirstRows: () => Promise<number>;
  plainKanban: () => Promise<number>;
};

export async function openPlainRxdbList(
  context: BrowserContext,
  total: number,
): Promise<PlainRxdbList> {
  const served = await serveBundledPage(new URL('./plain-rxdb-page.ts', import.meta.url), HTML);
  const page: Page = await context.newPage();
  await page.goto(served.url);
  await page.waitForFunction(() => 'plainFill' in window);
  await page.evaluate((n) => (window as unknown as PlainPage).plainFill(n), total);
  const repeat = async (runs: number, once: () => Promise<number>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await once());
    return times;
  };
  return {
    firstRows: (runs) =>
      repeat(runs, () => page.evaluate(() => (window as unknown as PlainPage).plainFirstRows())),
    keystrokes: async (keys) => {
      await page.evaluate(() => (window as unknown as PlainPage).plainFirstRows());
      const times: number[] = [];
      for (const key of keys) {
        await page.locator('#q').fill('');
        const ms = await timeKeystroke(page, '#q', '#count', key);
        if (ms !== null) times.push(ms);
      }
      return times;
    },
    kanban: async (runs) => {
      await page.evaluate(() => (window as unknown as PlainPage).plainFirstRows());
      return repeat(runs, () =>
        page.evaluate(() => (window as unknown as PlainPage).plainKanban()),
      );
    },
    close: async () => {
      await page.close();
      await served.close();
    },
  };
}
