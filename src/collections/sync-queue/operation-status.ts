import type { OperationStatus } from '../../domain/sync-operation.schema';

/** Statuses of operations whose effect is not on the server yet: their patches stay applied. */
export const UNFINISHED_STATUSES: OperationStatus[] = [
  'pending',
  'in_progress',
  'failed',
  'conflict',
];

export interface OperationMetadata {
  /** The temp- id of a created record (SPEC 3). */
  tempId?: string;
  /** The server's id once a create is acknowledged: where `/claims/temp-…` now lives. */
  serverId?: string;
  /** The server version the change was made on (If-Match); undefined for unsynced records. */
  baseVersion?: number;
  /** Whether PUT/DELETE send If-Match (not on link endpoints, whose version is the claim's). */
  ifMatch?: boolean;
  /** A contact merge (sent as the source's deletion): the contact it is merged into. */
  mergedInto?: string;
  /** How a conflict ended: 'keepMine' or 'takeServers'. */
  resolution?: string;
}

export function metadataOf(op: { metadata?: Record<string, unknown> }): OperationMetadata {
  return (op.metadata ?? {}) as OperationMetadata;
}
