import { z } from 'zod';
import { claimStatusConfigSchema } from '../../../../src/domain/settings.schema';
import { orgParams } from '../org-params';

const timeoutDays = claimStatusConfigSchema.shape.timeoutDays;
const statusName = z.string().min(1).max(60);
const movedNotes = z
  .array(z.object({ claimId: z.string().min(1).max(100), noteId: z.uuid() }))
  .max(20_000);

export const statusNameParams = orgParams.extend({ name: statusName });

export const statusClaimParams = statusNameParams.extend({
  claimId: z.string().min(1).max(100),
});

export const addStatusBody = z.object({
  name: claimStatusConfigSchema.shape.name,
  timeoutDays: timeoutDays.optional(),
});

export const updateStatusBody = z.object({
  name: claimStatusConfigSchema.shape.name.optional(),
  timeoutDays: timeoutDays.optional(),
  position: z.number().int().min(0).max(100).optional(),
});

export const statusRemovalBody = z.object({
  moveTo: statusName.optional(),
  moved: movedNotes.optional(),
});

export const moveClaimBody = z.object({ moveTo: statusName, noteId: z.uuid().optional() });

export const removeStatusQuery = z.object({ move_to: statusName.optional() });
