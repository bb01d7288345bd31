import type { RxDatabase, RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { createDatabaseInstance, openDatabase } from '../db/database';
import { wrappedEncryptedStorage } from '../db/encryption/encrypted-storage';
import type { KeySource } from '../db/encryption/document-sealer';
import { calendarEventsCollection } from './calendar-events/calendar-events.collection';
import type { CalendarEventsCollection } from './calendar-events/calendar-events.collection';
import { claimsCollection, type ClaimsCollection } from './claims/claims.collection';
import { configCollection, type ConfigCollection } from './config/config.collection';
import { contactsCollection, type ContactsCollection } from './contacts/contacts.collection';
import { conversationsCollection } from './conversations/conversations.collection';
import type { ConversationsCollection } from './conversations/conversations.collection';
import { documentsCollection, type DocumentsCollection } from './documents/documents.collection';
import { notesCollection, type NotesCollection } from './notes/notes.collection';
import { notificationsCollection } from './notifications/notifications.collection';
import type { NotificationsCollection } from './notifications/notifications.collection';
import { syncQueueCollection, type SyncQueueCollection } from './sync-queue/sync-queue.collection';
import { tasksCollection, type TasksCollection } from './tasks/tasks.collection';
import { usersCollection, type UsersCollection } from './users/users.collection';

// Every collection of the app: 11, under the 13 RxDB's free edition allows per process
// (DESIGN.md budgets).
export type AppCollections = {
  users: UsersCollection;
  contacts: ContactsCollection;
  claims: ClaimsCollection;
  conversations: ConversationsCollection;
  notes: NotesCollection;
  tasks: TasksCollection;
  documents: DocumentsCollection;
  calendar_events: CalendarEventsCollection;
  notifications: NotificationsCollection;
  config: ConfigCollection;
  sync_queue: SyncQueueCollection;
};
export type AppDatabase = RxDatabase<AppCollections>;
export type CollectionName = keyof AppCollections;

export const APP_COLLECTIONS = {
  users: usersCollection,
  contacts: contactsCollection,
  claims: claimsCollection,
  conversations: conversationsCollection,
  notes: notesCollection,
  tasks: tasksCollection,
  documents: documentsCollection,
  calendar_events: calendarEventsCollection,
  notifications: notificationsCollection,
  config: configCollection,
  sync_queue: syncQueueCollection,
};

export interface AppDatabaseOptions {
  /** The user's data key (src/db/keys); sealed fields cannot be read or written without it. */
  getKey: KeySource;
  /** Tests: the storage under the encryption (Dexie on IndexedDB by default). */
  storage?: RxStorage<unknown, unknown>;
  /** Tests only: a subset, so two instances (two "tabs") fit under the collection limit. */
  only?: CollectionName[];
}

function setupFor(options: AppDatabaseOptions) {
  const names = options.only ?? (Object.keys(APP_COLLECTIONS) as CollectionName[]);
  const storage = wrappedEncryptedStorage({
    storage: options.storage ?? (getRxStorageDexie() as RxStorage<unknown, unknown>),
    getKey: options.getKey,
    // Above the largest collection a user is expected to hold (10,000 contacts or claims and
    // more): a query over more documents than the cache holds evicts, in order, each entry just
    // before it is needed again, so every re-run after a write would decrypt everything.
    cacheSize: 30_000,
  });
  const collections = Object.fromEntries(names.map((name) => [name, APP_COLLECTIONS[name]]));
  return { storage, setup: (db: RxDatabase) => db.addCollections(collections) };
}

/** The app's one database of this tab for the user (src/db/database.ts owns the instance). */
export function openAppDatabase(userId: string, options: AppDatabaseOptions): Promise<AppDatabase> {
  return openDatabase<AppCollections>(userId, setupFor(options));
}

/** A second, independent instance of the same database, as another tab opens it (tests). */
export function openAppDatabaseInstance(
  userId: string,
  options: AppDatabaseOptions,
): Promise<AppDatabase> {
  return createDatabaseInstance<AppCollections>(userId, setupFor(options));
}
