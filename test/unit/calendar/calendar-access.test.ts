import { describe, expect, it } from 'vitest';
import {
  canAddEvents,
  canChangeEvent,
  canSeeTeamCalendar,
} from '../../../src/domain/calendar-access';
import { DEFAULT_ROLES } from '../../../src/domain/permissions';

const role = (name: string) => DEFAULT_ROLES[name];

describe('calendar access (the screen’s shape; the server decides)', () => {
  it('gives internal staff the team calendar and Vendor, Client and Customer none', () => {
    for (const staff of ['Owner', 'Admin', 'Manager', 'Supervisor', 'User']) {
      expect(canSeeTeamCalendar(role(staff)), staff).toBe(true);
    }
    for (const external of ['Vendor', 'Client', 'Customer']) {
      expect(canSeeTeamCalendar(role(external)), external).toBe(false);
      expect(canAddEvents(role(external)), external).toBe(false);
    }
  });

  it('lets claim writers add events, and change their own or, as managers, anyone’s', () => {
    const user = { userId: 'u1', permissions: role('User') };
    expect(canAddEvents(user.permissions)).toBe(true);
    expect(canChangeEvent(user, { createdBy: 'u1' })).toBe(true);
    expect(canChangeEvent(user, { createdBy: 'u2' })).toBe(false);
    expect(canChangeEvent({ userId: 'm', permissions: role('Manager') }, { createdBy: 'u2' })).toBe(
      true,
    );
    expect(canChangeEvent({ userId: 'o', permissions: role('Owner') }, { createdBy: 'u2' })).toBe(
      true,
    );
  });
});
