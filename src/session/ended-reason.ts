// Why the session ended, when the user must be told (a deactivated account): kept in
// localStorage so every tab's login page and a reload still say it, until the next login.
export const ENDED_REASON_KEY = 'claimsdesk:session-ended';

export function rememberEndedReason(reason: string): void {
  localStorage.setItem(ENDED_REASON_KEY, reason);
}

export function readEndedReason(): string | undefined {
  return localStorage.getItem(ENDED_REASON_KEY) ?? undefined;
}

export function forgetEndedReason(): void {
  localStorage.removeItem(ENDED_REASON_KEY);
}
