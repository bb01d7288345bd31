import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A server process of this spec's own (the harness's webServer cannot be stopped from a test):
 * the real server/main.ts on its own port and data directory, stopped and started again on the
 * same data.
 */
export class OwnServer {
  private child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'claimsdesk-restart-'));

  constructor(readonly port: number) {}

  get baseURL() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    // The bundle scripts/e2e.mjs prepared, if run through it (as the harness's server).
    const entry = process.env.E2E_SERVER_ENTRY;
    const args = entry ? [entry] : ['--import', 'tsx', 'server/main.ts'];
    this.child = spawn(process.execPath, args, {
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, SEED_DEMO: '1' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (await this.answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error('The server did not start');
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  private async answers(): Promise<boolean> {
    try {
      return (await fetch(`${this.baseURL}/api/ping`)).ok;
    } catch {
      return false;
    }
  }
}
