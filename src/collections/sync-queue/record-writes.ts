import type { User } from '../../domain/user.schema';
import type { AppDatabase } from '../app-database';
import { newTempId } from '../../domain/temp-id';
import type { OperationMetadata } from './operation-status';
import { queueWrite } from './queue-write';
import type { ResourceType } from './resource-collections';

type Body = Record<string, unknown>;

/** Who creates a record: the queued operation's user and the record's organization. */
export type RecordAuthor = Pick<User, 'id' | 'organization_id'>;

/** The fields every record created on this device starts with, before the server knows it. */
export function newLocalRecord(user: RecordAuthor) {
  const now = new Date().toISOString();
  return { id: newTempId(), organization_id: user.organization_id, version: 0, updatedAt: now };
}

export interface MergeWrite {
  id: string;
  endpoint: string;
  data: Body;
  fields: Body;
  metadata?: OperationMetadata;
}

/**
 * The three shapes of a queued write on one resource type (create with a temp- id, merge some
 * fields, delete), so each collection only says what it sends and what it shows.
 */
export function recordWrites(resourceType: ResourceType) {
  return {
    async create<T extends Body & { id: string }>(
      db: AppDatabase,
      write: { endpoint: string; data: Body; doc: T },
      userId: string,
    ): Promise<T> {
      const { doc } = write;
      await queueWrite(db, {
        resourceType,
        resourceId: doc.id,
        operationType: 'create',
        method: 'POST',
        endpoint: write.endpoint,
        data: write.data,
        localPatch: { kind: 'create', doc },
        metadata: { tempId: doc.id },
        userId,
      });
      return doc;
    },
    async merge(db: AppDatabase, write: MergeWrite, userId?: string): Promise<void> {
      await queueWrite(db, {
        resourceType,
        resourceId: write.id,
        operationType: 'update',
        method: 'PUT',
        endpoint: write.endpoint,
        data: write.data,
        localPatch: { kind: 'merge', fields: write.fields },
        metadata: write.metadata,
        userId,
      });
    },
    async remove(db: AppDatabase, id: string, endpoint: string, userId?: string): Promise<void> {
      await queueWrite(db, {
        resourceType,
        resourceId: id,
        operationType: 'delete',
        method: 'DELETE',
        endpoint,
        data: {},
        localPatch: { kind: 'delete' },
        userId,
      });
    },
  };
}

export const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
