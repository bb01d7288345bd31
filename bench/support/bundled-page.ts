import { build } from 'esbuild';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BundledPage {
  /** The page's address: `html` at `/`, which loads the bundle as `/bench.js`. */
  url: string;
  close: () => Promise<void>;
}

/**
 * A plain baseline page: `entry` bundled with esbuild (production React/RxDB builds) and served
 * with `html` from an origin of its own, so a bench can open it in its own browser beside the app.
 */
export async function serveBundledPage(entry: URL, html: string): Promise<BundledPage> {
  const work = await mkdtemp(join(tmpdir(), 'bench-bundled-page-'));
  const bundle = join(work, 'bench.js');
  await build({
    entryPoints: [entry.pathname],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    outfile: bundle,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const server = createServer((request, response) => {
    const isBundle = request.url === '/bench.js';
    void (isBundle ? readFile(bundle) : Promise.resolve(html)).then((body) =>
      response
        .writeHead(200, { 'content-type': isBundle ? 'text/javascript' : 'text/html' })
        .end(body),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
