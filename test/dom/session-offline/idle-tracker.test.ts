import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordActivity } from '../../../src/session/activity';
import { startIdleTracker } from '../../../src/session/idle-tracker';

const MINUTE = 60_000;
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

function track(timeoutMinutes = 30) {
  let idle = 0;
  stop = startIdleTracker({ timeoutMs: timeoutMinutes * MINUTE, onIdle: () => void idle++ });
  return () => idle;
}

describe('idle tracker', () => {
  it('calls onIdle once the timeout has passed without activity, and only once', async () => {
    const idle = track(30);
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(idle()).toBe(0);
    await vi.advanceTimersByTimeAsync(MINUTE + 5_000);
    expect(idle()).toBe(1);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(idle()).toBe(1);
  });

  it('activity in this tab moves the deadline', async () => {
    const idle = track(30);
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(idle()).toBe(0);
    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    expect(idle()).toBe(1);
  });

  it('activity in another tab (written to localStorage) moves it too', async () => {
    const idle = track(30);
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    recordActivity(Date.now());
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(idle()).toBe(0);
  });

  it('follows the configured timeout', async () => {
    const idle = track(5);
    await vi.advanceTimersByTimeAsync(5 * MINUTE + 5_000);
    expect(idle()).toBe(1);
  });

  it('fires at once when the recorded activity is already older than the timeout', () => {
    recordActivity(Date.now() - 45 * MINUTE, 30 * MINUTE);
    const idle = track(30);
    expect(idle()).toBe(1);
  });

  it('stops listening when stopped', async () => {
    const idle = track(30);
    stop?.();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(idle()).toBe(0);
  });
});
