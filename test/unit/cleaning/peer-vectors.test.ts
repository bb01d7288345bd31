import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VECTORS_DIR, vectorFile } from './peer-vectors';

describe('peer vector location', () => {
  it('finds ../shared/vectors beside the clone', () => {
    expect(existsSync(VECTORS_DIR), VECTORS_DIR).toBe(true);
  });

  it('fails loudly, naming the folder, when a vector file is missing', () => {
    expect(() => vectorFile('no-such-vectors.json')).toThrow(/beside the repository clone/);
  });
});
