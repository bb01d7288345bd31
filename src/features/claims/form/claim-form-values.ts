import { ensureCustomers } from '../../../domain/claim-customers';
import {
  claimInputSchema,
  type Claim,
  type ClaimInput,
  type Customer,
} from '../../../domain/claim.schema';
import { cleanNumber } from '../../../domain/cleaning/clean-number';

/** What the claim form edits; text fields hold what the inputs show. */
export interface ClaimFormValues {
  policyNumber: string;
  clientId: string | null;
  clientName: string;
  dateOfLoss: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  estimatedValue: string;
  assignedTo: string | null;
  description: string;
  status: string | null;
  customers: Customer[];
}

export type ClaimFormField = keyof ClaimFormValues;
export type ClaimFormErrors = Partial<Record<ClaimFormField, string>>;

export const CUSTOMER_REQUIRED_MESSAGE = 'Add at least one customer';

export function emptyClaimFormValues(status: string | null = null): ClaimFormValues {
  return {
    policyNumber: '',
    clientId: null,
    clientName: '',
    dateOfLoss: null,
    address: '',
    city: '',
    state: '',
    zipCode: '',
    estimatedValue: '',
    assignedTo: null,
    description: '',
    status,
    customers: [],
  };
}

export function claimToFormValues(claim: Claim): ClaimFormValues {
  return {
    policyNumber: claim.policyNumber,
    clientId: claim.clientId ?? null,
    clientName: claim.clientName,
    dateOfLoss: claim.dateOfLoss || null,
    address: claim.address,
    city: claim.city,
    state: claim.state,
    zipCode: claim.zipCode,
    estimatedValue:
      claim.estimatedValue === null || claim.estimatedValue === undefined
        ? ''
        : String(claim.estimatedValue),
    assignedTo: claim.assignedTo ?? null,
    description: claim.description ?? '',
    status: claim.status,
    customers: claim.customers.map((c) => ({ ...c })),
  };
}

export type ClaimFormResult =
  { ok: true; input: ClaimInput } | { ok: false; errors: ClaimFormErrors };

/** The shared schema decides; customers follow SPEC 5 (built from the referral client if none). */
export function validateClaimForm(values: ClaimFormValues): ClaimFormResult {
  const customers = ensureCustomers(values.customers, values.clientId, values.clientName);
  const parsed = claimInputSchema.safeParse({
    policyNumber: values.policyNumber,
    clientId: values.clientId,
    clientName: values.clientName,
    dateOfLoss: values.dateOfLoss ?? '',
    address: values.address,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    customers,
    estimatedValue: values.estimatedValue.trim() === '' ? null : cleanNumber(values.estimatedValue),
    assignedTo: values.assignedTo,
    description: values.description,
    ...(values.status ? { status: values.status } : {}),
  });
  const errors: ClaimFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ClaimFormField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (customers.length === 0) errors.customers = CUSTOMER_REQUIRED_MESSAGE;
  if (parsed.success && customers.length > 0) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}
