import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../../../src/features/shell/header/notification-target';

describe('where a notification opens', () => {
  it('opens a task notification’s task, else the claim, else nothing', () => {
    expect(notificationTarget({ taskId: 't 1', claimId: 'c1' })).toBe('/tasks?task=t+1');
    expect(notificationTarget({ taskId: null, claimId: 'c1' })).toBe('/claims/c1');
    expect(notificationTarget({ taskId: null, claimId: null })).toBeNull();
  });
});
