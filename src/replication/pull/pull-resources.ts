import type { CollectionName } from '../../collections/app-database';

// The replicated resources, in pull order (SPEC 2 "contacts, then claims"; settings come with the
// contacts because they decide how many claims are kept). `feed` are the change-notice resource
// names (server/sync/change.ts) that trigger a resync of the collection.
export interface PullResource {
  collection: CollectionName;
  path: (orgId: string) => string;
  feed: string[];
  /** No checkpoint pull on the server: the whole list is read on every resync. */
  whole?: boolean;
  /** With `whole` (config): the roles list, read along with the settings. */
  rolesPath?: (orgId: string) => string;
}

const org = (tail: string) => (orgId: string) =>
  `/organizations/${encodeURIComponent(orgId)}/${tail}`;

export const PULL_GROUPS: PullResource[][] = [
  [
    { collection: 'contacts', path: org('contacts'), feed: ['contacts'] },
    {
      collection: 'config',
      path: org('settings'),
      rolesPath: org('roles'),
      feed: ['settings', 'user_preferences', 'roles'],
      whole: true,
    },
  ],
  [{ collection: 'claims', path: org('claims'), feed: ['claims', 'claim_contacts'] }],
  [
    { collection: 'conversations', path: org('conversations'), feed: ['conversations'] },
    { collection: 'notes', path: org('notes'), feed: ['notes'] },
    { collection: 'tasks', path: org('tasks'), feed: ['tasks'] },
    { collection: 'users', path: org('users'), feed: ['users'] },
    { collection: 'documents', path: org('documents'), feed: ['documents'] },
    { collection: 'calendar_events', path: org('calendar_events'), feed: ['calendar_events'] },
    { collection: 'notifications', path: org('notifications'), feed: ['notifications'] },
  ],
];
