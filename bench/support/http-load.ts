// A small HTTP load generator for machines without wrk, run as its own process as wrk would be:
//   node --import tsx bench/support/http-load.ts <url> <seconds> <connections> [bearer token]
// Each connection sends GET requests one after the other on a kept-alive socket and reads every
// body to the end; prints one JSON line: requests, non-2xx, seconds, latencies (ms) of each.
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import { promisify } from 'node:util';

export interface LoadResult {
  requests: number;
  non2xx: number;
  seconds: number;
  latencies: number[];
}

/** Runs the load generator in a child process (so it does not share the server's event loop). */
export async function runHttpLoad(opts: {
  url: string;
  seconds: number;
  connections: number;
  token?: string;
}): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL(import.meta.url).pathname,
      opts.url,
      String(opts.seconds),
      String(opts.connections),
      ...(opts.token ? [opts.token] : []),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
}

async function main(url: string, seconds: number, connections: number, token?: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const sent = performance.now();
      const req = request(url, { agent, headers }, (res) => {
        if ((res.statusCode ?? 0) >= 300) non2xx++;
        res.on('data', () => undefined);
        res.on('end', () => {
          latencies.push(performance.now() - sent);
          resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const result: LoadResult = {
    requests: latencies.length,
    non2xx,
    seconds: (performance.now() - started) / 1000,
    latencies,
  };
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, seconds, connections, token] = process.argv.slice(2);
  if (!url) throw new Error('usage: http-load.ts <url> <seconds> <connections> [token]');
  await main(url, Number(seconds ?? 10), Number(connections ?? 8), token);
}
