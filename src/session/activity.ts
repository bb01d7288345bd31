// The last user activity of this device, shared by all tabs through localStorage, with the idle
// timeout in force when it was written: a tab reopened after a long absence can tell at once
// that the session must be locked, before it opens any data.
export const ACTIVITY_KEY = 'claimsdesk:activity';
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
const DEFAULT_TIMEOUT_MS = DEFAULT_SESSION_TIMEOUT_MINUTES * 60_000;

interface Activity {
  at: number;
  timeoutMs: number;
}

export function readActivity(): Activity | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(ACTIVITY_KEY) ?? 'null') as Partial<Activity>;
    if (typeof parsed?.at !== 'number' || typeof parsed.timeoutMs !== 'number') return null;
    return { at: parsed.at, timeoutMs: parsed.timeoutMs };
  } catch {
    return null;
  }
}

export function recordActivity(at: number, timeoutMs?: number): void {
  const activity: Activity = {
    at,
    timeoutMs: timeoutMs ?? readActivity()?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  localStorage.setItem(ACTIVITY_KEY, JSON.stringify(activity));
}

/** True once the last activity of any tab is older than the timeout. */
export function idleExpired(now: number): boolean {
  const activity = readActivity();
  return activity !== null && now - activity.at >= activity.timeoutMs;
}

export function clearActivity(): void {
  localStorage.removeItem(ACTIVITY_KEY);
}
