import { describe, expect, it } from 'vitest';
import type { SyncOperationDocType } from '../../src/collections/sync-queue/sync-queue.schema';
import { nextReadyOperation } from '../../src/replication/outbox/ready-operation';

const op = (id: string, patch: Partial<SyncOperationDocType> = {}): SyncOperationDocType => ({
  id,
  seq: 0,
  resourceType: 'contacts',
  resourceId: id,
  operationType: 'update',
  endpoint: `/contacts/${id}`,
  status: 'pending',
  timestamp: 0,
  retryCount: 0,
  userId: 'u',
  metadata: {},
  localPatch: { kind: 'merge', fields: {} },
  ...patch,
});

const batch = (status: SyncOperationDocType['status']) =>
  op('batch-1', {
    operationType: 'create',
    endpoint: '/contacts/batch',
    status,
    localPatch: { kind: 'createMany', docs: [{ id: 'c1' }, { id: 'c2' }] },
  });

describe('nextReadyOperation with an import batch', () => {
  it('sends the batch before edits of its records', () => {
    const edit = op('edit', { resourceId: 'c2' });
    expect(nextReadyOperation([batch('pending'), edit], new Set())?.id).toBe('batch-1');
  });

  it('holds edits of its records while it failed, not edits of other records', () => {
    const edit = op('edit', { resourceId: 'c2' });
    const other = op('other', { resourceId: 'c9' });
    expect(nextReadyOperation([batch('failed'), edit], new Set())).toBeUndefined();
    expect(nextReadyOperation([batch('failed'), edit, other], new Set())?.id).toBe('other');
    expect(nextReadyOperation([batch('pending'), edit], new Set(['batch-1']))).toBeUndefined();
  });
});
