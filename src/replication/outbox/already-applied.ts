import type { SyncOperationDocType } from '../../collections/sync-queue/sync-queue.schema';

type Json = Record<string, unknown>;

/**
 * Keys of an update's body that are instructions, not record fields: the id of the automatic note
 * the device already shows (the server's note takes it).
 */
const COMMAND_KEYS = new Set(['noteId']);

/** Bodies that wrap the record's fields in one key (`PUT /tasks/{id} {task}`, SPEC 7). */
const WRAPPERS = new Set(['task', 'claim', 'contact']);

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The record fields an update sets, with the values it sets them to. */
export function targetValues(data: Json): Json {
  const fields = Object.entries(data).filter(([key]) => !COMMAND_KEYS.has(key));
  const [only] = fields;
  if (fields.length === 1 && only && WRAPPERS.has(only[0]) && isObject(only[1])) return only[1];
  return Object.fromEntries(fields);
}

/** The fields of a server record; a settings group keeps its fields under `value`. */
function recordFields(record: Json, keys: string[]): Json {
  const onTop = keys.every((key) => key in record);
  return !onTop && isObject(record.value) ? record.value : record;
}

/** Order-independent comparison of JSON values (the server may order object keys otherwise). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameJson(item, b[i]))
    );
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameJson(a[key], b[key]));
  }
  return a === b || (a == null && b == null);
}

/**
 * An update that reached the server once already — its answer lost, or sent by a tab that went
 * away before it could record the answer — comes back as a 409 (the version moved on, by this
 * very change). When the current record already holds every value the update sets, the change
 * is there: it completed, and it is not a conflict.
 */
export function alreadyApplied(op: SyncOperationDocType, server: unknown): boolean {
  const { kind } = op.localPatch;
  if (op.operationType !== 'update' || (kind !== 'merge' && kind !== 'mergeValue')) return false;
  if (!isObject(server) || !isObject(op.data)) return false;
  const target = targetValues(op.data);
  const keys = Object.keys(target);
  if (keys.length === 0) return false;
  const record = recordFields(server, keys);
  return keys.every((key) => sameJson(record[key], target[key]));
}
