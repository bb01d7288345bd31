import type { Page, TestInfo } from '@playwright/test';

const KEPT_LINES = 80;
const SNAPSHOT_HALF = 2_500;
// RxDB's free storage prints an advertisement on every start; it says nothing about a failure.
const RXDB_BANNER = 'RxDB Open Core RxStorage';

/**
 * What the test's page said while it ran (console errors and warnings, uncaught errors, API
 * answers of 400 and above, with the start of their body when it came), printed with the page's accessibility
 * snapshot when the test fails. CI keeps only its printed output, not test-results/, so a failure
 * seen only there can still be read afterwards.
 */
export class FailureLog {
  private readonly lines: string[] = [];

  constructor(private readonly page: Page) {
    page.on('console', (message) => {
      const text = message.text();
      if (text.includes(RXDB_BANNER)) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        this.note(`console.${message.type()}: ${text.slice(0, 300)}`);
      }
    });
    page.on('pageerror', (error) => this.note(`page error: ${error.message}`));
    // A chunk or an API call that never got an answer (reset, aborted, refused by the worker).
    page
      .context()
      .on('requestfailed', (request) =>
        this.note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
      );
    page.context().on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/') || response.status() < 400) return;
      this.note(`${response.request().method()} ${url.pathname} → ${response.status()}`);
      // The body may never arrive (a page closed, a stream); the line above is kept regardless.
      void response.text().then(
        (body) => this.note(`  ${url.pathname} answered: ${body.slice(0, 300)}`),
        () => undefined,
      );
    });
  }

  private note(line: string) {
    this.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (this.lines.length > KEPT_LINES) this.lines.shift();
  }

  async printIfFailed(testInfo: TestInfo) {
    if (testInfo.status === testInfo.expectedStatus) return;
    const snapshot = await this.page
      .locator('body')
      .ariaSnapshot({ timeout: 3_000 })
      .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
    const title = testInfo.titlePath.slice(1).join(' › ');
    process.stdout.write(
      [
        `\n--- what the page saw: ${title} (attempt ${testInfo.retry + 1}) ---`,
        `url: ${this.page.url()}`,
        ...(this.lines.length > 0
          ? this.lines
          : ['(no console errors, page errors or API errors)']),
        'page:',
        clip(snapshot),
        '--- end ---\n',
      ].join('\n'),
    );
  }
}

/** The start (header, sync status) and the end (notifications, dialogs) of a long snapshot. */
function clip(snapshot: string): string {
  if (snapshot.length <= SNAPSHOT_HALF * 2) return snapshot;
  return `${snapshot.slice(0, SNAPSHOT_HALF)}\n  …\n${snapshot.slice(-SNAPSHOT_HALF)}`;
}
