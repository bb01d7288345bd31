import { expect, type BrowserContext, type Page } from '@playwright/test';

// No network for the app: the browser reports offline AND nothing under /api answers, so
// neither the page nor the service worker can reach the server by any route.
export class Network {
  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {}

  private readonly abort = (route: { abort: () => Promise<void> }) => route.abort();

  async goOffline() {
    await this.context.route('**/api/**', this.abort);
    await this.context.setOffline(true);
  }

  /** The network works before the browser says "online", as when a real connection returns. */
  async goOnline() {
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
