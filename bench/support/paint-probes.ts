import type { Page } from '@playwright/test';

// Timings taken inside the page, on its own clock. "Painted" is the first change after the next
// animation frame: the frame that shows the change has been produced by then.

declare global {
  interface Window {
    __firstPaintedAt?: number;
  }
}

/**
 * A script to install before any app script: sets `window.__firstPaintedAt` to the time, from
 * navigation start, the first visible element matching `selector` is painted (visible: not hidden
 * by `visibility`, as FullCalendar keeps an event until it has measured where it goes).
 */
export function watchFirstPainted(selector: string): string {
  return `
  new MutationObserver(function (_records, observer) {
    if (window.__firstPaintedAt !== undefined) return;
    var found = Array.prototype.some.call(document.querySelectorAll(${JSON.stringify(selector)}),
      function (el) { return el.checkVisibility({ visibilityProperty: true }); });
    if (!found) return;
    observer.disconnect();
    requestAnimationFrame(function () {
      setTimeout(function () { window.__firstPaintedAt = performance.now(); }, 0);
    });
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;
}

/** `runs` loads of `path`, each timed from navigation start to what watchFirstPainted awaits. */
export async function timeReloads(page: Page, path: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(path);
    await page.waitForFunction(() => window.__firstPaintedAt !== undefined, null, {
      timeout: 60_000,
    });
    times.push(await page.evaluate(() => window.__firstPaintedAt!));
  }
  return times;
}

/**
 * From the first `event` (keydown, click) that `act` sends to the page to the painted frame where
 * what `watch` shows has changed: its text, or with `visible`, how many elements matching
 * `visible` inside it are visible (not yet changed while there are none); what it changed to is
 * left in `window.__changedTo`.
 */
export async function timeChange(
  page: Page,
  opts: { event: 'keydown' | 'click'; watch: string; visible?: string },
  act: () => Promise<void>,
): Promise<number | null> {
  await page.evaluate(
    ([eventType, watchSelector, visibleSelector]) => {
      const watched = document.querySelector(watchSelector!);
      if (!watched) throw new Error(`nothing matches ${watchSelector}`);
      // A property, not a named function: tsx would wrap a named one in a helper the page lacks.
      const w = window as unknown as {
        __actAt?: number;
        __changedAt?: number;
        __changedTo?: string;
        __reading: () => string | null;
      };
      w.__reading = () => {
        if (!visibleSelector) return watched.textContent;
        const shown = [...watched.querySelectorAll(visibleSelector)].filter((el) =>
          el.checkVisibility({ visibilityProperty: true }),
        ).length;
        return shown === 0 ? null : String(shown);
      };
      const before = w.__reading();
      w.__actAt = undefined;
      w.__changedAt = undefined;
      document.addEventListener(eventType!, (event) => (w.__actAt = event.timeStamp), {
        once: true,
        capture: true,
      });
      const observer = new MutationObserver(() => {
        const now = w.__reading();
        if (now === null || now === before) return;
        observer.disconnect();
        w.__changedTo = now;
        requestAnimationFrame(() => setTimeout(() => (w.__changedAt = performance.now()), 0));
      });
      observer.observe(watched, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: !!visibleSelector,
      });
    },
    [opts.event, opts.watch, opts.visible ?? ''],
  );
  await act();
  const done = await page
    .waitForFunction(() => (window as { __changedAt?: number }).__changedAt !== undefined, null, {
      timeout: 15_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!done) return null;
  return page.evaluate(() => {
    const w = window as unknown as { __actAt: number; __changedAt: number };
    return w.__changedAt - w.__actAt;
  });
}

/** From the keydown of one keystroke in `input` to the painted frame where `count` changed. */
export function timeKeystroke(
  page: Page,
  input: string,
  countSelector: string,
  key: string,
): Promise<number | null> {
  return timeChange(page, { event: 'keydown', watch: countSelector }, () =>
    page.locator(input).press(key),
  );
}
