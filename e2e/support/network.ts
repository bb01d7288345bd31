import {
  expect,
  type BrowserContext,
  type CDPSession,
  type Frame,
  type Page,
} from '@playwright/test';

// No network for the app: the browser reports offline AND nothing under /api answers, so
// neither the page nor the service worker can reach the server by any route.
//
// Chromium 150 (Debian's, which CI installs) keeps refusing requests after a navigation under
// `setOffline(true)` but reports `navigator.onLine === true` and fires no `offline` event in the
// new document; a user's browser without a network says offline. So while offline, every page
// of the context gets the emulation again through its own CDP session each time its main frame
// navigates (this makes the new document's `navigator.onLine` false and fires `offline`).
export class Network {
  private offline = false;
  private readonly sessions = new Map<Page, Promise<CDPSession>>();
  private readonly watched = new WeakSet<Page>();

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {}

  private readonly abort = (route: { abort: () => Promise<void> }) => route.abort();

  private readonly onPage = (page: Page) => {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('framenavigated', (frame: Frame) => {
      if (this.offline && frame === page.mainFrame()) void this.emulate(page, true);
    });
  };

  private async emulate(page: Page, offline: boolean) {
    if (page.isClosed()) return;
    let session = this.sessions.get(page);
    if (!session) {
      session = this.context.newCDPSession(page);
      this.sessions.set(page, session);
    }
    await (
      await session
    )
      .send('Network.emulateNetworkConditions', {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      .catch(() => undefined);
  }

  async goOffline() {
    await this.context.route('**/api/**', this.abort);
    await this.context.setOffline(true);
    if (!this.offline) this.context.on('page', this.onPage);
    this.offline = true;
    for (const page of this.context.pages()) this.onPage(page);
    await Promise.all(this.context.pages().map((page) => this.emulate(page, true)));
  }

  /** The network works before the browser says "online", as when a real connection returns. */
  async goOnline() {
    await this.context.unroute('**/api/**', this.abort);
    this.offline = false;
    this.context.off('page', this.onPage);
    await Promise.all(this.context.pages().map((page) => this.emulate(page, false)));
    await this.context.setOffline(false);
  }

  /** After one online visit: the service worker is active and its precache complete. */
  async expectAppShellCached() {
    await this.page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated';
    });
    const cached = await this.page.evaluate(async () => {
      const names = await caches.keys();
      const shell = names.find((name) => name.startsWith('workbox-precache'));
      if (!shell) return [];
      const requests = await (await caches.open(shell)).keys();
      return requests.map((request) => new URL(request.url).pathname);
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true);
  }

  /** Names of this origin's IndexedDB databases. */
  indexedDbNames(): Promise<string[]> {
    return this.page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
  }
}
