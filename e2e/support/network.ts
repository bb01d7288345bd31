import { expect, type BrowserContext, type Frame, type Page } from '@playwright/test';

// No network for the app: the browser reports offline AND nothing under /api answers, so
// neither the page nor the service worker can reach the server by any route.
//
// Chromium 150 (Debian's, which CI installs) keeps refusing requests after a navigation under
// `setOffline(true)` but reports `navigator.onLine === true` and fires no `offline` event in the
// new document; a user's browser without a network says offline. So while offline, each time a
// page's main frame navigates, the emulation is lifted and set again (the new document then says
// offline and gets its `offline` event; /api stays refused in between). It stays Playwright's one
// emulation: a second one (a CDP session of our own) made the `online` event of `goOnline` come
// while the other still refused every request, and the app's check on that event failed.
export class Network {
  private offline = false;
  private readonly watched = new WeakSet<Page>();
  private toggling: Promise<void> = Promise.resolve();

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {}

  private readonly abort = (route: { abort: () => Promise<void> }) => route.abort();

  private readonly onPage = (page: Page) => {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('framenavigated', (frame: Frame) => {
      if (this.offline && frame === page.mainFrame()) void this.sayOfflineAgain();
    });
  };

  private sayOfflineAgain() {
    this.toggling = this.toggling.then(async () => {
      if (!this.offline) return;
      await this.context.setOffline(false);
      await this.context.setOffline(true);
    });
    return this.toggling.catch(() => undefined);
  }

  async goOffline() {
    await this.context.route('**/api/**', this.abort);
    await this.context.setOffline(true);
    if (!this.offline) this.context.on('page', this.onPage);
    this.offline = true;
    for (const page of this.context.pages()) this.onPage(page);
  }

  /** The network works before the browser says "online", as when a real connection returns. */
  async goOnline() {
    this.offline = false;
    this.context.off('page', this.onPage);
    await this.toggling.catch(() => undefined);
    await this.context.unroute('**/api/**', this.abort);
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
