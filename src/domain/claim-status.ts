import { NEW_STATUS_TIMEOUT_DAYS } from './constants';

export interface ClaimStatusConfig {
  name: string;
  timeoutDays: number | null;
}

export const INVALID_STATUS_MESSAGE = 'Invalid status';
export const STATUS_CHANGE_NOTE_TITLE = 'Status Change';
export const CLAIM_CREATION_NOTE_TITLE = 'Claim Creation';
export const CLAIM_UPDATE_NOTE_TITLE = 'Claim Update';

const DAY_MS = 86_400_000;

/** Reading A of SPEC 4: any listed status may follow any other listed status. */
export function isListedStatus(statuses: readonly ClaimStatusConfig[], status: string): boolean {
  return statuses.some((s) => s.name === status);
}

export function statusChangeNoteText(user: string, from: string, to: string): string {
  return `${user} updated the claim status. They changed status from ${from} to ${to}.`;
}

/** Adds a status with the default timeout; null when the name is already present. */
export function addStatus(
  statuses: readonly ClaimStatusConfig[],
  name: string,
  timeoutDays: number | null = NEW_STATUS_TIMEOUT_DAYS,
): ClaimStatusConfig[] | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const exists = statuses.some((s) => s.name.toLowerCase() === trimmed.toLowerCase());
  return exists ? null : [...statuses, { name: trimmed, timeoutDays }];
}

/** When the claim passes its status timeout, or null for statuses without one (Closed). */
export function statusDueAt(
  statuses: readonly ClaimStatusConfig[],
  status: string,
  statusChangedAt: string,
): Date | null {
  const config = statuses.find((s) => s.name === status);
  const days = config ? config.timeoutDays : NEW_STATUS_TIMEOUT_DAYS;
  if (days === null) return null;
  return new Date(new Date(statusChangedAt).getTime() + days * DAY_MS);
}

export function isOverdue(
  statuses: readonly ClaimStatusConfig[],
  claim: { status: string; statusChangedAt: string },
  now: Date = new Date(),
): boolean {
  const due = statusDueAt(statuses, claim.status, claim.statusChangedAt);
  return due !== null && due.getTime() < now.getTime();
}
