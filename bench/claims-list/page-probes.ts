import type { Page } from '@playwright/test';
import { timeChange } from '../support/paint-probes';

// Timings taken inside the page, on its own clock. "Painted" is the first task after the next
// animation frame: the frame that shows the change has been produced by then.

declare global {
  interface Window {
    __firstRowAt?: number;
    __shellAt?: number;
    __navStartAt?: number;
    /** Main-thread tasks over 50 ms since the page loaded: [start, duration] on its clock. */
    __longTasks?: [number, number][];
  }
}

/**
 * Installed before any app script: notes when the app shell (its sidebar's Claims link) and then
 * the first claim row enter the DOM, each once painted, and every long task (over 50 ms). Plain
 * source text: tsx wraps named functions in a helper the page does not have.
 */
export const WATCH_FIRST_ROW = `
  window.__longTasks = [];
  if (PerformanceObserver.supportedEntryTypes.indexOf('longtask') !== -1) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { window.__longTasks.push([e.startTime, e.duration]); });
    }).observe({ type: 'longtask', buffered: true });
  }
  function paintedAt(set) {
    requestAnimationFrame(function () {
      setTimeout(function () { set(performance.now()); }, 0);
    });
  }
  new MutationObserver(function (_records, observer) {
    if (!document.querySelector('nav a[href="/claims"]')) return;
    observer.disconnect();
    paintedAt(function (at) { window.__shellAt = at; });
  }).observe(document, { childList: true, subtree: true });
  new MutationObserver(function (_records, observer) {
    if (window.__firstRowAt !== undefined) return;
    if (!document.querySelector('[role="table"] [data-claim-id]')) return;
    observer.disconnect();
    requestAnimationFrame(function () {
      setTimeout(function () { window.__firstRowAt = performance.now(); }, 0);
    });
  }).observe(document, { childList: true, subtree: true });
`;

/** From a click on the sidebar's Claims link (in-app navigation) to the first row painted. */
export async function timeInAppNavigation(page: Page): Promise<number> {
  await page.evaluate(() => {
    window.__firstRowAt = undefined;
    const link = [...document.querySelectorAll('a')].find(
      (a) => a.textContent?.trim() === 'Claims',
    );
    if (!link) throw new Error('no Claims link');
    window.__navStartAt = performance.now();
    link.click();
  });
  await page.waitForFunction(() => window.__firstRowAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__firstRowAt! - window.__navStartAt!);
}

/** From the keydown of one search keystroke to the painted frame with the new row count. */
export function timeKeystroke(
  page: Page,
  key: string,
  searchLabel = 'Search claims',
): Promise<number | null> {
  const input = `input[aria-label="${searchLabel}"]`;
  // The count of the filter bar that holds the search box.
  const count = `.mantine-Paper-root:has(${input}) [aria-live="polite"]`;
  return timeChange(page, { event: 'keydown', watch: count }, () => page.locator(input).press(key));
}

/** From a click on the view toggle's label to the first painted element matching `selector`. */
export async function timeViewSwitch(page: Page, label: string, selector: string): Promise<number> {
  await page.evaluate(
    ([text, wanted]) => {
      const w = window as unknown as { __switchAt?: number; __switchDoneAt?: number };
      w.__switchDoneAt = undefined;
      const target = [...document.querySelectorAll('.mantine-SegmentedControl-root label')].find(
        (el) => el.textContent?.trim() === text,
      );
      if (!(target instanceof HTMLElement)) throw new Error(`no ${text} toggle`);
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(wanted!)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.__switchDoneAt = performance.now()), 0));
      }).observe(document.body, { childList: true, subtree: true });
      w.__switchAt = performance.now();
      target.click();
    },
    [label, selector],
  );
  await page.waitForFunction(
    () => (window as { __switchDoneAt?: number }).__switchDoneAt !== undefined,
    null,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const w = window as unknown as { __switchAt: number; __switchDoneAt: number };
    return w.__switchDoneAt - w.__switchAt;
  });
}

/**
 * The long tasks after the first claim row was painted: how many, the longest, their sum (ms).
 * The first sync's target: none over 50 ms once the list shows rows (issue 17).
 */
export function longTasksAfterFirstRow(page: Page) {
  return page.evaluate(() => {
    const after = (window.__longTasks ?? []).filter(
      ([start]) => window.__firstRowAt !== undefined && start >= window.__firstRowAt,
    );
    return {
      count: after.length,
      longest: Math.max(0, ...after.map(([, duration]) => duration)),
      total: after.reduce((sum, [, duration]) => sum + duration, 0),
    };
  });
}
