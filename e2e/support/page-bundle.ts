import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * One script a test injects into the app's page (addScriptTag): `entry` and what it imports,
 * bundled as the browser would run them. `define` stands in for what Vite would replace.
 */
export async function bundleForPage(entry: URL, define: Record<string, string> = {}) {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
    define,
  });
  return result.outputFiles[0]?.text ?? '';
}
