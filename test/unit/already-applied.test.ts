import { describe, expect, it } from 'vitest';
import type { SyncOperationDocType } from '../../src/collections/sync-queue/sync-queue.schema';
import { alreadyApplied } from '../../src/replication/outbox/already-applied';

const update = (data: Record<string, unknown>, kind: 'merge' | 'mergeValue' = 'merge') =>
  ({
    operationType: 'update',
    localPatch: { kind, fields: {} },
    data,
  }) as unknown as SyncOperationDocType;

describe('a 409 whose record already holds the change is success (issue 11)', () => {
  it('status change: the note id it carries is an instruction, not a field', () => {
    const op = update({ status: 'Inspection', noteId: 'n-1' });
    expect(alreadyApplied(op, { id: 'c1', status: 'Inspection', version: 3 })).toBe(true);
    expect(alreadyApplied(op, { id: 'c1', status: 'Closed', version: 3 })).toBe(false);
  });

  it('field edits, objects compared whatever their key order', () => {
    const op = update({ address: { street: '1 Main', city: 'Bend' }, noteId: 'n-2' });
    expect(alreadyApplied(op, { address: { city: 'Bend', street: '1 Main' } })).toBe(true);
    expect(alreadyApplied(op, { address: { city: 'Bend', street: '2 Main' } })).toBe(false);
  });

  it('a wrapped body ({task}) compares the fields it wraps', () => {
    const op = update({ task: { status: 'done', priority: 'high' } });
    expect(alreadyApplied(op, { id: 't1', status: 'done', priority: 'high' })).toBe(true);
    expect(alreadyApplied(op, { id: 't1', status: 'todo', priority: 'high' })).toBe(false);
  });

  it("a settings group's fields live under value", () => {
    const op = update({ sessionTimeout: 15 }, 'mergeValue');
    expect(alreadyApplied(op, { group_name: 'security', value: { sessionTimeout: 15 } })).toBe(
      true,
    );
    expect(alreadyApplied(op, { group_name: 'security', value: { sessionTimeout: 30 } })).toBe(
      false,
    );
  });

  it('note status, and a field cleared to null', () => {
    expect(alreadyApplied(update({ status: 'resolved' }), { status: 'resolved' })).toBe(true);
    expect(alreadyApplied(update({ description: null }), { description: null })).toBe(true);
  });

  it('never for creates, deletes, empty bodies or answers without a record', () => {
    const create = { ...update({ a: 1 }), operationType: 'create' } as SyncOperationDocType;
    expect(alreadyApplied(create, { a: 1 })).toBe(false);
    expect(alreadyApplied(update({ noteId: 'n' }), { id: 'c' })).toBe(false);
    expect(alreadyApplied(update({ a: 1 }), null)).toBe(false);
  });
});

describe('a contact update ({contact}, SPEC 7)', () => {
  it('compares the wrapped fields, nested metadata included', () => {
    const op = update({
      contact: { name: 'Ada', metadata: { client: { type: 'individual', notes: 'x' } } },
    });
    const server = {
      id: 'c1',
      name: 'Ada',
      metadata: { client: { notes: 'x', type: 'individual' } },
      version: 4,
    };
    expect(alreadyApplied(op, server)).toBe(true);
    expect(
      alreadyApplied(op, { ...server, metadata: { client: { type: 'company', notes: 'x' } } }),
    ).toBe(false);
  });
});
