import { describe, expect, it } from 'vitest';
import { createHookList } from '../../../src/replication/connectivity/hook-list';

describe('hook list', () => {
  it('runs hooks one after another in registration order', async () => {
    const hooks = createHookList();
    const log: string[] = [];
    hooks.add(async () => {
      log.push('session:start');
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push('session:end');
    });
    hooks.add(() => void log.push('contacts'));
    hooks.add(() => void log.push('claims'));
    await hooks.run();
    expect(log).toEqual(['session:start', 'session:end', 'contacts', 'claims']);
  });

  it('keeps going after a failing hook', async () => {
    const hooks = createHookList();
    const log: string[] = [];
    hooks.add(() => {
      throw new Error('Failed to sync data');
    });
    hooks.add(async () => Promise.reject(new Error('boom')));
    hooks.add(() => void log.push('drain'));
    await expect(hooks.run()).resolves.toBeUndefined();
    expect(log).toEqual(['drain']);
  });

  it('a removed hook no longer runs', async () => {
    const hooks = createHookList();
    let runs = 0;
    const remove = hooks.add(() => void runs++);
    await hooks.run();
    remove();
    await hooks.run();
    expect(runs).toBe(1);
  });

  it('a run asked for during a run queues one more run, not one per call', async () => {
    const hooks = createHookList();
    let runs = 0;
    let release: () => void = () => undefined;
    hooks.add(async () => {
      runs++;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = hooks.run();
    void hooks.run();
    void hooks.run();
    release();
    await first;
    expect(runs).toBe(2);
  });
});
