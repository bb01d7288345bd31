import type { CollectionName } from '../app-database';

// The resources queued writes address (SPEC 7) and the collection holding each locally.
export const RESOURCE_COLLECTIONS = {
  claims: 'claims',
  contacts: 'contacts',
  conversations: 'conversations',
  notes: 'notes',
  tasks: 'tasks',
  documents: 'documents',
  calendar_events: 'calendar_events',
  notifications: 'notifications',
  users: 'users',
  config: 'config',
  potential_users: null,
} as const satisfies Record<string, CollectionName | null>;

export type ResourceType = keyof typeof RESOURCE_COLLECTIONS;

export function collectionOf(resourceType: string): CollectionName | null {
  return (RESOURCE_COLLECTIONS as Record<string, CollectionName | null>)[resourceType] ?? null;
}
