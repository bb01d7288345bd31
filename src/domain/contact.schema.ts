import { z } from 'zod';
import { clientFieldValuesSchema } from './client-fields';
import { syncFieldsSchema } from './sync-fields';

export const CONTACT_ROLES = ['client', 'vendor', 'insurance_adjuster'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** The longest contact name the server stores. */
export const CONTACT_NAME_MAX = 300;

export const addressSchema = z.object({
  street: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  zip: z.string().default(''),
});

const personSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
});

export const contactMetadataSchema = z.object({
  client: z
    .object({
      type: z.enum(['individual', 'company']).default('individual'),
      firstName: z.string().default(''),
      lastName: z.string().default(''),
      companyName: z.string().default(''),
      primaryContact: personSchema.optional(),
      notes: z.string().default(''),
      /** The organization's own client fields (client-fields.ts), by field id. */
      customFields: clientFieldValuesSchema.optional(),
    })
    .optional(),
  vendor: z.object({ notes: z.string().default('') }).optional(),
  insuranceAdjuster: z
    .object({ carrier: z.string().default(''), notes: z.string().default('') })
    .optional(),
});

export const contactInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  phone: z.string().default(''),
  email: z.string().default(''),
  address: addressSchema.default({ street: '', city: '', state: '', zip: '' }),
  roles: z.array(z.enum(CONTACT_ROLES)).default([]),
  metadata: contactMetadataSchema.default({}),
});

export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactSchema = contactInputSchema
  .extend({ id: z.string(), createdAt: z.string() })
  .extend(syncFieldsSchema.shape);

export type Contact = z.infer<typeof contactSchema>;
