// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  loadChunk,
} from '../../../src/shared/lazy/load-chunk';

const failed = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
/** Whether a promise has settled after the pending microtasks. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('answers a chunk that loads, without reloading', async () => {
    const reload = vi.fn();
    await expect(loadChunk(() => Promise.resolve({ Screen: 1 }), reload)).resolves.toEqual({
      Screen: 1,
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk fails, and keeps the screen waiting for it', async () => {
    const reload = vi.fn();
    const waiting = loadChunk(failed, reload);
    expect(await settled(waiting)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error when a chunk fails again soon after that reload, and reloads again later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reload = vi.fn();
    void loadChunk(failed, reload);
    await Promise.resolve();
    await expect(loadChunk(failed, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + CHUNK_RELOAD_GUARD_MS + 1);
    void loadChunk(failed, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('tells a chunk that could not be downloaded from other errors', () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const webkit = new TypeError('Importing a module script failed.');
    const gecko = new TypeError('error loading dynamically imported module: /assets/a.js');
    for (const error of [chromium, webkit, gecko]) expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
