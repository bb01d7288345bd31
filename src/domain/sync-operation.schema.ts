import { z } from 'zod';

// The sync queue operation of SPEC section 3.
export const OPERATION_TYPES = ['create', 'update', 'delete'] as const;
export const OPERATION_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'failed',
  'conflict',
] as const;

export type OperationType = (typeof OPERATION_TYPES)[number];
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export const syncOperationSchema = z.object({
  id: z.string(),
  resourceType: z.string(),
  resourceId: z.string(),
  operationType: z.enum(OPERATION_TYPES),
  endpoint: z.string(),
  method: z.enum(['POST', 'PUT', 'DELETE']).optional(),
  data: z.unknown().optional(),
  status: z.enum(OPERATION_STATUSES),
  timestamp: z.number(),
  retryCount: z.number().int().nonnegative(),
  userId: z.string(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  lastError: z.object({ message: z.string(), timestamp: z.number() }).nullable().optional(),
  response: z.unknown().optional(),
});

export type SyncOperation = z.infer<typeof syncOperationSchema>;
