import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';
import {
  canAssignToOthers,
  canChangeTaskStatus,
  canCreateTasks,
  canEditTask,
  canSeeTask,
  mayAssign,
  taskScope,
} from '../../../src/domain/task-access';

const as = (role: string) => ({ userId: 'me', permissions: DEFAULT_ROLES[role] });
const mine = { assignedTo: 'me', createdBy: 'boss', claimId: null };
const claimTask = { assignedTo: 'someone', createdBy: 'boss', claimId: 'c-1' };
const private_ = { assignedTo: 'someone', createdBy: 'someone', claimId: null };

describe('who sees and changes which task (issue 13)', () => {
  it('gives managers every task, claim staff claim tasks and their own, others their assigned ones', () => {
    expect(
      ['Owner', 'Admin', 'Manager', 'Supervisor'].map((r) => taskScope(DEFAULT_ROLES[r])),
    ).toEqual(['all', 'all', 'all', 'all']);
    expect(taskScope(DEFAULT_ROLES.User)).toBe('claims');
    expect(['Vendor', 'Client', 'Customer'].map((r) => taskScope(DEFAULT_ROLES[r]))).toEqual([
      'assigned',
      'assigned',
      'assigned',
    ]);
    expect(canSeeTask(as('Manager'), private_)).toBe(true);
    expect(canSeeTask(as('User'), claimTask)).toBe(true);
    expect(canSeeTask(as('User'), private_)).toBe(false);
    expect(canSeeTask(as('User'), { ...private_, createdBy: 'me' })).toBe(true);
    expect(canSeeTask(as('Vendor'), claimTask)).toBe(false);
    expect(canSeeTask(as('Vendor'), mine)).toBe(true);
  });

  it('lets Vendor, Client and Customer change only the status of their own tasks', () => {
    for (const role of ['Vendor', 'Client', 'Customer']) {
      expect(canCreateTasks(DEFAULT_ROLES[role]), role).toBe(false);
      expect(canEditTask(as(role), mine), role).toBe(false);
      expect(canChangeTaskStatus(as(role), mine), role).toBe(true);
      expect(canChangeTaskStatus(as(role), claimTask), role).toBe(false);
    }
    expect(canEditTask(as('User'), claimTask)).toBe(true);
  });

  it('lets managers assign to anyone, everyone else to themselves or as it was', () => {
    expect(canAssignToOthers(DEFAULT_ROLES.Supervisor)).toBe(true);
    expect(canAssignToOthers(DEFAULT_ROLES.User)).toBe(false);
    expect(mayAssign(DEFAULT_ROLES.User, 'me', 'me')).toBe(true);
    expect(mayAssign(DEFAULT_ROLES.User, 'me', null)).toBe(true);
    expect(mayAssign(DEFAULT_ROLES.User, 'me', 'other')).toBe(false);
    expect(mayAssign(DEFAULT_ROLES.User, 'me', 'other', 'other')).toBe(true);
    expect(mayAssign(DEFAULT_ROLES.Manager, 'me', 'other')).toBe(true);
  });
});
