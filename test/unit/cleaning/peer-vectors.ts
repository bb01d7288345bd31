import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Peer vectors are read in place from ../shared/vectors beside the clone (never copied into the
// repository); see that folder's README for sources and licences.
export const VECTORS_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/vectors',
);

export function vectorFile(name: string): string {
  const path = join(VECTORS_DIR, name);
  if (!existsSync(path)) {
    throw new Error(
      `Peer test vector ${name} not found at ${path}. The shared folder ../shared/vectors must sit ` +
        'beside the repository clone (CI provides it); these tests never skip without it.',
    );
  }
  return path;
}

export interface ValidatorBlock {
  validator: 'isEmail' | 'isURL';
  args: unknown[];
  valid: string[];
  invalid: string[];
}

export interface DompurifyCase {
  title: string;
  payload: string;
  expected: unknown;
}

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(vectorFile(name), 'utf8')) as T;
}

export const loadBlns = () => readJson<string[]>('blns.json');
export const loadOwaspVectors = () => readJson<string[]>('owasp-xss-evasion.json');
export const loadValidatorBlocks = () =>
  readJson<{ blocks: ValidatorBlock[] }>('validatorjs-email-url.json').blocks;

export async function loadDompurifyCases(): Promise<DompurifyCase[]> {
  const module = (await import(pathToFileURL(vectorFile('dompurify-expect.mjs')).href)) as {
    default: DompurifyCase[];
  };
  return module.default;
}
