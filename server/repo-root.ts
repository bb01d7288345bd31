import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's root, found upward from this module's folder: the same answer whether the
 * server runs from its sources (`tsx server/main.ts`) or from the one-file bundle the e2e run
 * starts (scripts/e2e.mjs), whose modules all share the bundle's folder.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname);
