import { expect, test, type Page } from '@playwright/test';
import { installDomWindow } from '../../server/lib/dom-window';
import { cleanRichHtml } from '../../src/domain/cleaning/rich-html';
import { loadDompurifyCases, loadOwaspVectors } from '../../test/unit/cleaning/peer-vectors';
import { bundleForPage } from '../support/page-bundle';
import type { Harness } from './page-harness';

// No server: a blank page with the rich-HTML rule bundled in. Each payload is cleaned by the rule
// in Chromium (as the browser does before sending) and by the rule on jsdom (as the server does
// before storing); both outputs are rendered, nothing may call alert, and everything rendered must
// be on the allow-list.
declare global {
  interface Window {
    vectorHarness: Harness;
  }
}

async function openHarness(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body><div id="stage"></div></body></html>');
  await page.addScriptTag({
    content: await bundleForPage(new URL('./page-harness.ts', import.meta.url)),
  });
}

interface Outcome {
  browserClean: string[];
  unstable: number[];
  violations: string[];
  alerts: string[];
}

async function runPayloads(
  page: Page,
  payloads: string[],
  serverClean: string[],
): Promise<Outcome> {
  const { browserClean, unstable } = await page.evaluate((inputs) => {
    const clean = inputs.map((input) => window.vectorHarness.clean(input));
    const notStable = clean
      .map((output, index) => (window.vectorHarness.clean(output) === output ? -1 : index))
      .filter((index) => index >= 0);
    return { browserClean: clean, unstable: notStable };
  }, payloads);
  await page.evaluate(
    (htmls) => window.vectorHarness.render(htmls),
    [...browserClean, ...serverClean],
  );
  // Time for onload/onerror, timers, animations and meta refreshes to fire if anything survived.
  await page.waitForTimeout(1500);
  const violations = await page.evaluate(() => window.vectorHarness.violations());
  const alerts = await page.evaluate(() => window.vectorHarness.alerts);
  expect(page.url()).toBe('about:blank');
  return { browserClean, unstable, violations, alerts };
}

test.describe('peer XSS vectors through the rich-HTML rule in Chromium', () => {
  test.beforeAll(() => installDomWindow());

  test("DOMPurify's 223 payloads: no alert, allow-list only, same result on both sides", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const payloads = (await loadDompurifyCases()).map((c) => c.payload);
    expect(payloads).toHaveLength(223);
    expect(payloads.filter((payload) => payload.includes('alert')).length).toBe(141);
    const serverClean = payloads.map(cleanRichHtml);
    await openHarness(page);
    const outcome = await runPayloads(page, payloads, serverClean);
    expect(outcome.alerts).toEqual([]);
    expect(outcome.violations).toEqual([]);
    expect(outcome.unstable).toEqual([]);
    const differing = payloads.filter((_, i) => outcome.browserClean[i] !== serverClean[i]);
    console.log(`dompurify-expect: ${payloads.length} run, ${differing.length} differ by side`);
    expect(differing).toEqual([]);
  });

  test('OWASP cheat-sheet vectors: no alert, allow-list only, same result on both sides', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const vectors = loadOwaspVectors();
    expect(vectors).toHaveLength(101);
    const serverClean = vectors.map(cleanRichHtml);
    await openHarness(page);
    const outcome = await runPayloads(page, vectors, serverClean);
    expect(outcome.alerts).toEqual([]);
    expect(outcome.violations).toEqual([]);
    expect(outcome.unstable).toEqual([]);
    expect(vectors.filter((_, i) => outcome.browserClean[i] !== serverClean[i])).toEqual([]);
  });

  test('control: the raw payloads do fire alerts in this Chromium, so silence above means something', async ({
    page,
  }) => {
    const payloads = (await loadDompurifyCases()).map((c) => c.payload);
    await openHarness(page);
    await page.evaluate((htmls) => window.vectorHarness.render(htmls), payloads);
    await page.waitForTimeout(1500);
    const alerts = await page.evaluate(() => window.vectorHarness.alerts);
    console.log(`dompurify-expect raw: ${alerts.length} alert calls`);
    expect(alerts.length).toBeGreaterThan(0);
  });

  test('the harness itself sees an alert and an off-list element when one gets through', async ({
    page,
  }) => {
    await openHarness(page);
    await page.evaluate(() =>
      window.vectorHarness.render(['<img src="data:," onerror="alert(7)"><u style="x:y">u</u>']),
    );
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.vectorHarness.alerts)).toEqual(['alert(7)']);
    expect(await page.evaluate(() => window.vectorHarness.violations())).toEqual(
      expect.arrayContaining(['tag <img>', 'attribute <img onerror="alert(7)">', 'tag <u>']),
    );
  });
});
