import { z } from 'zod';
import { syncOperationSchema, type SyncOperation } from '../../domain/sync-operation.schema';
import { rxSchemaFromZod, type RxSchemaOptions } from '../rx-schema';
import { localPatchSchema, type LocalPatch } from './local-patch';

/**
 * A queued operation (SPEC 3) plus `localPatch`: how the operation changes the local record, so
 * start-up recovery and pulls can re-apply it on top of any state (DESIGN.md invariants 1 and 3).
 * The payload, the server's answer, the local patch and the last error are sealed at rest.
 */
export type SyncOperationDocType = SyncOperation & { localPatch: LocalPatch; seq: number };

/** The stored layout of the queue; the schema-migration test builds the older versions from it. */
export const SYNC_QUEUE_LAYOUT: Omit<RxSchemaOptions, 'version'> = {
  title: 'sync queue',
  indexed: {
    id: { maxLength: 100 },
    resourceId: { maxLength: 200 },
    status: { maxLength: 20 },
    seq: { minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  },
  indexes: ['seq', ['status', 'seq'], ['resourceId', 'seq']],
  encrypted: ['data', 'response', 'localPatch', 'lastError'],
  extra: {
    data: { type: 'object' },
    response: { type: ['object', 'null'] },
  },
};

export const syncQueueSchema = rxSchemaFromZod<SyncOperationDocType>(
  syncOperationSchema.extend({ localPatch: localPatchSchema, seq: z.number() }),
  { ...SYNC_QUEUE_LAYOUT, version: 1 },
);
