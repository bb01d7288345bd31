import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import type { OpenedDatabase } from './helpers/databases';

const root = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  startupMs: number;
  rssMb: number;
}

// Starts the real entry point as `npm start` would (PORT=0: any free port) and waits for the banner.
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Claims desk running at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      const started = /"startupMs":(\d+),"rssMb":(\d+)/.exec(output);
      if (url && started) {
        clearTimeout(timer);
        resolve({
          child,
          url,
          output: () => output,
          startupMs: Number(started[1]),
          rssMb: Number(started[2]),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function loginWorks(url: string) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'adjuster@example.com', password: 'Demo#2026pass' }),
  });
  return response.status === 200;
}

describe.each(databaseTargets())('server/main.ts on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-desk-main-'));
  let opened: OpenedDatabase | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    env = { DATA_DIR: dataDir, SEED_DEMO: '1' };
    if (target.name === 'postgres') {
      opened = await target.open({ migrate: false });
      if (opened.config.kind === 'postgres') env.DATABASE_URL = opened.config.url;
    }
  });
  afterAll(async () => {
    await opened?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty database: migrates, seeds, prints the URL and the demo logins', async () => {
    const server = await start(env);
    try {
      expect(server.output()).toContain('demo data seeded');
      expect(server.output()).toMatch(/adjuster@example\.com\s+User\s+Jordan Reyes/);
      expect(server.output()).toContain('Demo#2026pass');
      expect(await loginWorks(server.url)).toBe(true);
      console.log(`[${target.name}] cold start ${server.startupMs} ms, RSS ${server.rssMb} MB`);
    } finally {
      expect(await stop(server.child)).toBe(0);
    }
  });

  it('starts again on the same data without seeding twice', async () => {
    const server = await start(env);
    try {
      expect(server.output()).toContain('demo data already present');
      expect(await loginWorks(server.url)).toBe(true);
      console.log(`[${target.name}] warm start ${server.startupMs} ms, RSS ${server.rssMb} MB`);
    } finally {
      expect(await stop(server.child)).toBe(0);
    }
  });
});
