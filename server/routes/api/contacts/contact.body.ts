import { z } from 'zod';
import {
  addressSchema,
  CONTACT_NAME_MAX,
  CONTACT_ROLES,
  contactInputSchema,
  contactMetadataSchema,
} from '../../../../src/domain/contact.schema';

// Bodies after the payload hook (camelCase) and cleaning; unknown fields (ids, organization,
// version, user link) are dropped by the schemas.
export const createContactBody = contactInputSchema.extend({
  name: z.string().trim().min(1, 'Name is required').max(CONTACT_NAME_MAX, 'Name is too long'),
});

// No defaults here: a field absent from an update keeps its value.
export const updateContactBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_NAME_MAX, 'Name is too long')
    .optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  address: addressSchema.optional(),
  roles: z.array(z.enum(CONTACT_ROLES)).optional(),
  metadata: contactMetadataSchema.optional(),
});

export type UpdateContactBody = z.output<typeof updateContactBody>;

// The contact the addressed one is merged into (it keeps its id; the addressed one goes).
export const mergeContactBody = z.object({
  intoId: z.string({ error: 'intoId is required' }).trim().min(1, 'intoId is required').max(100),
});

export const linkParams = z.object({
  contactId: z.string().min(1).max(100),
  claimId: z.string().min(1).max(100),
});
export const linkBody = z.object({ isPrimary: z.boolean().optional() }).optional();
