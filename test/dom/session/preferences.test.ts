import { expect, it } from 'vitest';
import {
  readClaimsView,
  subscribePreferences,
  writeClaimsView,
  type ClaimsView,
} from '../../../src/session/preferences';

it('defaults the claims view to list, per user', () => {
  expect(readClaimsView('u1')).toBe('list');
  writeClaimsView('u1', 'kanban');
  expect(readClaimsView('u1')).toBe('kanban');
  expect(readClaimsView('u2')).toBe('list');
});

it('rejects a view other than list or kanban and notifies on change', () => {
  let heard = 0;
  const stop = subscribePreferences(() => heard++);
  expect(() => writeClaimsView('u1', 'grid' as ClaimsView)).toThrow(
    'View type must be list or kanban',
  );
  writeClaimsView('u1', 'kanban');
  stop();
  writeClaimsView('u1', 'list');
  expect(heard).toBe(1);
});
