import { expect, it } from 'vitest';
import { notificationBadgeLabel } from '../../../src/domain/notification-badge';

it('spells out up to three unread notifications, then 3+', () => {
  expect([0, 1, 2, 3, 4, 57].map(notificationBadgeLabel)).toEqual(['0', '1', '2', '3', '3+', '3+']);
});
