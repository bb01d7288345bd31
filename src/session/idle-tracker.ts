import { idleExpired, readActivity, recordActivity } from './activity';

export interface IdleTrackerOptions {
  timeoutMs: number;
  onIdle: () => void;
  /** How often the shared deadline is checked; activity in any tab moves it. */
  checkEveryMs?: number;
  now?: () => number;
}

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];
// pointermove fires dozens of times a second; one write a second is plenty for minutes.
const WRITE_THROTTLE_MS = 1_000;

/** Watches for user activity and calls onIdle once the device has been idle past the timeout. */
export function startIdleTracker(options: IdleTrackerOptions): () => void {
  const { timeoutMs, onIdle, checkEveryMs = 5_000, now = Date.now } = options;
  let lastWrite = 0;
  let fired = false;

  const touch = () => {
    const at = now();
    if (at - lastWrite < WRITE_THROTTLE_MS) return;
    lastWrite = at;
    recordActivity(at, timeoutMs);
  };
  const check = () => {
    if (fired || !idleExpired(now())) return;
    fired = true;
    onIdle();
  };

  // Keep the recorded activity but apply the timeout in force now (settings may have changed).
  recordActivity(readActivity()?.at ?? now(), timeoutMs);
  check();
  const timer = setInterval(check, Math.min(checkEveryMs, timeoutMs));
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, touch, { capture: true, passive: true });
  }
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, touch, { capture: true });
  };
}
