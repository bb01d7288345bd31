import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now (a fixed one could answer the ping from someone else's server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server on a seeded data directory, serving the built app from `distDir`. */
export async function startBenchServer(opts: {
  port: number;
  dataDir: string;
  distDir: string;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      DIST_DIR: opts.distDir,
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}
