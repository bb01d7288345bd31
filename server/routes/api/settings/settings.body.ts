import { z } from 'zod';
import { orgParams } from '../org-params';

export const groupParams = orgParams.extend({ group: z.string().max(60) });

// Any object here: settings.service.ts validates it, merged, against the group's schema.
export const groupBody = z.record(z.string(), z.unknown());

export const forceLocalClaimsBody = z.object({ forceLocalClaims: z.boolean() });
