import type { Page } from '@playwright/test';

// Timings taken inside the page, on its own clock. "Painted" is the first task after the next
// animation frame: the frame that shows the change has been produced by then.

/** Installed before any app script: the time the first task row is painted, from navigation start. */
export const WATCH_FIRST_TASK = `
  new MutationObserver(function (_records, observer) {
    if (window.__firstRowAt !== undefined) return;
    if (!document.querySelector('[role="table"] [data-task-id]')) return;
    observer.disconnect();
    requestAnimationFrame(function () {
      setTimeout(function () { window.__firstRowAt = performance.now(); }, 0);
    });
  }).observe(document, { childList: true, subtree: true });
`;

/** From the keydown of one keystroke in `input` to the painted frame where `count` changed. */
export async function timeKeystroke(
  page: Page,
  input: string,
  countSelector: string,
  key: string,
): Promise<number | null> {
  await page.evaluate(
    ([inputSelector, countOf]) => {
      const field = document.querySelector<HTMLInputElement>(inputSelector!);
      const count = document.querySelector(countOf!);
      if (!field || !count) throw new Error('no search box or count');
      const before = count.textContent;
      const w = window as unknown as { __keyAt?: number; __keyDoneAt?: number };
      w.__keyAt = undefined;
      w.__keyDoneAt = undefined;
      field.addEventListener('keydown', (event) => (w.__keyAt = event.timeStamp), { once: true });
      const observer = new MutationObserver(() => {
        if (count.textContent === before) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.__keyDoneAt = performance.now()), 0));
      });
      observer.observe(count, { childList: true, subtree: true, characterData: true });
    },
    [input, countSelector],
  );
  await page.locator(input).press(key);
  const done = await page
    .waitForFunction(() => (window as { __keyDoneAt?: number }).__keyDoneAt !== undefined, null, {
      timeout: 15_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!done) return null;
  return page.evaluate(() => {
    const w = window as unknown as { __keyAt: number; __keyDoneAt: number };
    return w.__keyDoneAt - w.__keyAt;
  });
}
