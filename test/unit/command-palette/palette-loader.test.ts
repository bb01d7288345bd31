import { describe, expect, it, vi } from 'vitest';
import { loadOnceUntilFailure } from '../../../src/features/command-palette/palette-loader';

describe('the palette loader', () => {
  it('loads once and keeps what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve('palette'));
    const loader = loadOnceUntilFailure(load);
    await expect(loader()).resolves.toBe('palette');
    await expect(loader()).resolves.toBe('palette');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS'))
      .mockResolvedValueOnce('palette');
    const loader = loadOnceUntilFailure(load);
    await expect(loader()).rejects.toThrow('Unable to preload CSS');
    await expect(loader()).resolves.toBe('palette');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
