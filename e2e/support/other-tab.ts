import type { Page } from '@playwright/test';
import { bundleForPage } from './page-bundle';

// Needs `bypassCSP: true` on the context: the app's CSP rightly refuses inline scripts.
let bundled: Promise<string> | undefined;

function bundle(): Promise<string> {
  bundled ??= bundleForPage(new URL('./other-tab-writes.ts', import.meta.url), {
    'import.meta.env.DEV': 'false',
  });
  return bundled;
}

export class OtherTab {
  constructor(private readonly page: Page) {}

  /** Creates claims as queued operations, as a second tab of the same user would. */
  async createClaims(count: number): Promise<string[]> {
    await this.page.addScriptTag({ content: await bundle() });
    return this.page.evaluate(async (n) => {
      const user = JSON.parse(localStorage.getItem('user_data') ?? '{}') as {
        id: string;
        organization_id: string;
      };
      const harness = (
        window as unknown as {
          otherTab: { createClaims: (u: typeof user, n: number) => Promise<string[]> };
        }
      ).otherTab;
      return harness.createClaims(user, n);
    }, count);
  }
}
