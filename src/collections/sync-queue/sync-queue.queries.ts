import type { SyncQueueCollection } from './sync-queue.collection';
import { UNFINISHED_STATUSES } from './operation-status';

export function allOperationsQuery(queue: SyncQueueCollection) {
  return queue.find({ sort: [{ seq: 'asc' }] });
}

/** Operations whose effect has not reached the server, in the order they were made. */
export function unfinishedOperationsQuery(queue: SyncQueueCollection) {
  return queue.find({ selector: { status: { $in: UNFINISHED_STATUSES } }, sort: [{ seq: 'asc' }] });
}

export function unfinishedOperationsForQuery(queue: SyncQueueCollection, resourceId: string) {
  return queue.find({
    selector: { resourceId, status: { $in: UNFINISHED_STATUSES } },
    sort: [{ seq: 'asc' }],
  });
}

/**
 * The create of a temp- id, whatever its state: once the server has answered, its metadata names
 * the server's id before the record moves there (completeOperation), so this finds the new id
 * also in the moment between the move and the operation being marked completed.
 */
export function createOfTempIdQuery(queue: SyncQueueCollection, tempId: string) {
  return queue.findOne({ selector: { resourceId: tempId, operationType: 'create' } });
}

/** The acknowledged create of a temp- id: where a record created on this device now lives. */
export function createdFromTempIdQuery(queue: SyncQueueCollection, tempId: string) {
  return queue.findOne({
    selector: { resourceId: tempId, operationType: 'create', status: 'completed' },
  });
}

/** The creates of some resource types: those the server answered say which temp- id it replaced. */
export function createsQuery(queue: SyncQueueCollection, resourceTypes: readonly string[]) {
  return queue.find({
    selector: { resourceType: { $in: [...resourceTypes] }, operationType: 'create' },
  });
}
