import { z } from 'zod';
import { syncFieldsSchema } from './sync-fields';

export const customerSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  isPrimary: z.boolean().default(false),
});

export type Customer = z.infer<typeof customerSchema>;

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

// Required claim fields of SPEC section 3; the messages are shown at the form fields.
export const claimInputSchema = z.object({
  claimNumber: z.string().optional(),
  status: z.string().optional(),
  policyNumber: required('Policy number'),
  clientId: z.string().nullable().optional(),
  clientName: required('Client name'),
  dateOfLoss: required('Date of loss'),
  address: required('Address'),
  city: required('City'),
  state: required('State'),
  zipCode: required('ZIP code'),
  customers: z.array(customerSchema).optional(),
  estimatedValue: z.number().nonnegative().nullable().optional(),
  assignedTo: z.string().nullable().optional(),
  description: z.string().optional(),
});

export type ClaimInput = z.infer<typeof claimInputSchema>;

export const claimUpdateSchema = claimInputSchema.partial();

export type ClaimUpdate = z.infer<typeof claimUpdateSchema>;

export const claimSchema = claimInputSchema
  .extend({
    id: z.string(),
    claimNumber: z.string(),
    status: z.string(),
    statusChangedAt: z.string(),
    dateCreated: z.string(),
    lastUpdated: z.string(),
    customers: z.array(customerSchema),
  })
  .extend(syncFieldsSchema.shape);

export type Claim = z.infer<typeof claimSchema>;
