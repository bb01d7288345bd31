import { describe, expect, it } from 'vitest';
import {
  addStatus,
  isListedStatus,
  isOverdue,
  statusChangeNoteText,
  statusDueAt,
} from '../../../src/domain/claim-status';
import { DEFAULT_CLAIM_STATUSES } from '../../../src/domain/constants';

const statuses = DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s }));

describe('claim status rules (SPEC 4, 9)', () => {
  it('writes the exact Status Change note text', () => {
    expect(statusChangeNoteText('Jordan Reyes', 'New', 'In Progress')).toBe(
      'Jordan Reyes updated the claim status. They changed status from New to In Progress.',
    );
  });

  it('accepts only listed statuses', () => {
    expect(isListedStatus(statuses, 'Appraisal')).toBe(true);
    expect(isListedStatus(statuses, 'appraisal')).toBe(false);
    expect(isListedStatus(statuses, 'Bogus')).toBe(false);
  });

  it('adds a status with a 7-day timeout and refuses duplicates', () => {
    const next = addStatus(statuses, 'Reinspection');
    expect(next?.at(-1)).toEqual({ name: 'Reinspection', timeoutDays: 7 });
    expect(addStatus(statuses, 'new')).toBeNull();
    expect(addStatus(statuses, '   ')).toBeNull();
  });

  it('has the SPEC timeouts', () => {
    expect(Object.fromEntries(statuses.map((s) => [s.name, s.timeoutDays]))).toEqual({
      New: 2,
      'In Progress': 7,
      'Pending Client': 5,
      'Pending Insurance': 14,
      Appraisal: 30,
      Settled: 7,
      Closed: null,
    });
  });

  it('computes overdue from statusChangedAt', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const claim = (status: string, days: number) => ({
      status,
      statusChangedAt: new Date(now.getTime() - days * 86_400_000).toISOString(),
    });
    expect(isOverdue(statuses, claim('New', 3), now)).toBe(true);
    expect(isOverdue(statuses, claim('New', 1), now)).toBe(false);
    expect(isOverdue(statuses, claim('Appraisal', 29), now)).toBe(false);
    expect(isOverdue(statuses, claim('Closed', 900), now)).toBe(false);
    expect(statusDueAt(statuses, 'Closed', now.toISOString())).toBeNull();
  });
});
