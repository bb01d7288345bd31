import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey } from './file-storage';
import type { FileStorage } from './file-storage';

// Files under `root` (DATA_DIR/documents), one folder per organization. A write goes to a
// temporary name first and is renamed into place, so a crash or a refused upload never leaves a
// half-written file under a real key.
export function createLocalFileStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, data) {
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(data, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return (await stat(target)).size;
    },

    async get(key, range) {
      const file = fileFor(key);
      try {
        await stat(file);
      } catch {
        return undefined;
      }
      return createReadStream(file, range);
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
