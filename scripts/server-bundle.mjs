// The server as one ES module, for runs that start it many times (the e2e run starts one per
// spec file and more in some specs): `tsx` compiles every server source on each start, about
// 3 s of CPU more per start than loading one prepared file (measured on this 2-core machine).
// Packages stay outside, resolved from node_modules, so the file must live inside the repository.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Bundles server/main.ts to a file of this process's own and returns its path. */
export async function buildServerBundle() {
  const dir = join('node_modules', '.cache', 'claims-desk-server');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `main-${process.pid}.mjs`);
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
