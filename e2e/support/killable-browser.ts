import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

/**
 * Chromium on an on-disk profile that a test can kill like a crash. Playwright's persistent
 * contexts only close politely (flushing what the browser holds), so the browser is spawned here
 * in its own process group and driven over CDP; kill() SIGKILLs the whole group.
 */
export class KillableBrowser {
  private constructor(
    private readonly child: ChildProcess,
    readonly browser: Browser,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async launch(profileDir: string): Promise<KillableBrowser> {
    const child = spawn(
      chromiumPath,
      [
        ...chromiumArgs,
        '--headless=new',
        '--remote-debugging-port=0',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const endpoint = await new Promise<string>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen}`)), 30_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
    });
    const browser = await chromium.connectOverCDP(endpoint);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = context.pages()[0] ?? (await context.newPage());
    return new KillableBrowser(child, browser, context, page);
  }

  /** SIGKILL to the browser and all its helpers: nothing gets a chance to flush or clean up. */
  async kill(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    if (this.child.pid) process.kill(-this.child.pid, 'SIGKILL');
    await exited;
  }

  /** An orderly end, for the browser that is not the subject of the test. */
  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    if (this.child.exitCode === null && this.child.pid) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      process.kill(-this.child.pid, 'SIGTERM');
      await exited;
    }
  }
}
