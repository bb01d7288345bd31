import { isTempId } from '../../domain/temp-id';
import type { PendingPatches } from './pending-patches';

/**
 * Whether a record stays on the device when the server stops showing it to the user (a role
 * change, a claim taken off them): records with queued operations stay (the queue reports what
 * the server refuses), as do those the server never made (temp ids) or never acknowledged
 * (version 0: an automatic note shown before its change is sent).
 */
export function keptOnDevice(
  record: { id: string; version: unknown },
  pending: PendingPatches,
): boolean {
  return isTempId(record.id) || Number(record.version ?? 0) <= 0 || pending.has(record.id);
}
