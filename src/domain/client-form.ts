import { cleanEmail } from './cleaning/clean-email';
import { cleanPhone } from './cleaning/clean-phone';
import { cleanText } from './cleaning/clean-text';
import {
  contactInputSchema,
  type Contact,
  type ContactInput,
  type ContactRole,
} from './contact.schema';
import { fullName } from './person-name';

export type ClientType = 'individual' | 'company';

/** What the client form edits, as the inputs show it (SPEC 3 contact + metadata.client). */
export interface ClientFormValues {
  type: ClientType;
  firstName: string;
  lastName: string;
  companyName: string;
  /** A company's primary contact person. */
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  roles: ContactRole[];
  notes: string;
}

export type ClientFormField = keyof ClientFormValues;
export type ClientFormErrors = Partial<Record<ClientFormField, string>>;

export const PERSON_NAME_REQUIRED = 'Enter a first or last name';
export const COMPANY_NAME_REQUIRED = 'Company name is required';
export const ROLE_REQUIRED = 'Pick at least one role';
const BAD_EMAIL = 'Enter a valid email address';
const BAD_PHONE = 'Enter a phone number with at least 7 digits';

export function emptyClientFormValues(): ClientFormValues {
  return {
    type: 'individual',
    firstName: '',
    lastName: '',
    companyName: '',
    contactFirstName: '',
    contactLastName: '',
    contactEmail: '',
    contactPhone: '',
    email: '',
    phone: '',
    street: '',
    city: '',
    state: '',
    zip: '',
    roles: ['client'],
    notes: '',
  };
}

/** A stored contact as the form shows it; a contact without metadata.client is an individual. */
export function contactToFormValues(contact: Pick<Contact, keyof ContactInput>): ClientFormValues {
  const client = contact.metadata.client;
  const primary = client?.primaryContact;
  const type = client?.type ?? 'individual';
  // Contacts made elsewhere (seeded vendors, adjusters) may carry only a name: split it once.
  const [first = '', ...rest] = client ? [] : contact.name.split(' ');
  return {
    type,
    firstName: client?.firstName ?? first,
    lastName: client?.lastName ?? rest.join(' '),
    companyName: client?.companyName ?? '',
    contactFirstName: type === 'company' ? (primary?.firstName ?? '') : '',
    contactLastName: type === 'company' ? (primary?.lastName ?? '') : '',
    contactEmail: type === 'company' ? (primary?.email ?? '') : '',
    contactPhone: type === 'company' ? (primary?.phone ?? '') : '',
    email: contact.email,
    phone: contact.phone,
    street: contact.address.street,
    city: contact.address.city,
    state: contact.address.state,
    zip: contact.address.zip,
    roles: [...contact.roles],
    notes: client?.notes ?? '',
  };
}

/** The contact's one display name: the person's full name, or the company's name. */
export function clientName(
  values: Pick<ClientFormValues, 'type' | 'firstName' | 'lastName' | 'companyName'>,
) {
  return values.type === 'company'
    ? cleanText(values.companyName)
    : fullName({ firstName: cleanText(values.firstName), lastName: cleanText(values.lastName) });
}

type TextField = Exclude<ClientFormField, 'type' | 'roles'>;
type Cleaned = ClientFormValues;

const ruleOf = (key: TextField) => {
  const lower = key.toLowerCase();
  if (lower.includes('email')) return cleanEmail;
  return lower.includes('phone') ? cleanPhone : cleanText;
};

// SPEC 5 on every field, by kind (the inputs already did it; a paste or a test may not have).
function cleaned(values: ClientFormValues): Cleaned {
  const out = { ...values };
  for (const key of Object.keys(values) as ClientFormField[]) {
    if (key === 'type' || key === 'roles') continue;
    out[key] = ruleOf(key)(values[key]);
  }
  return out;
}

/** A typed email or phone the rule empties is a mistake to point at, not a value to drop. */
function refusedFields(values: ClientFormValues, clean: Cleaned): ClientFormErrors {
  const errors: ClientFormErrors = {};
  for (const key of ['email', 'contactEmail'] as const) {
    if (values[key].trim() && !clean[key]) errors[key] = BAD_EMAIL;
  }
  for (const key of ['phone', 'contactPhone'] as const) {
    if (values[key].trim() && !clean[key]) errors[key] = BAD_PHONE;
  }
  return errors;
}

function toInput(clean: Cleaned, existing?: ContactInput['metadata']): ContactInput {
  const company = clean.type === 'company';
  const person = company
    ? {
        firstName: clean.contactFirstName,
        lastName: clean.contactLastName,
        email: clean.contactEmail,
        phone: clean.contactPhone,
      }
    : {
        firstName: clean.firstName,
        lastName: clean.lastName,
        email: clean.email,
        phone: clean.phone,
      };
  return {
    name: clientName(clean),
    phone: clean.phone,
    email: clean.email,
    address: { street: clean.street, city: clean.city, state: clean.state, zip: clean.zip },
    roles: [...clean.roles],
    metadata: {
      // Other roles' metadata (a vendor's notes) is not this form's to drop.
      ...existing,
      client: {
        type: clean.type,
        firstName: company ? '' : clean.firstName,
        lastName: company ? '' : clean.lastName,
        companyName: company ? clean.companyName : '',
        primaryContact: person,
        notes: clean.notes,
        // The organization's own fields are set by the form's custom inputs; kept here as they are.
        ...(existing?.client?.customFields && { customFields: existing.client.customFields }),
      },
    },
  };
}

export type ClientFormResult =
  { ok: true; input: ContactInput } | { ok: false; errors: ClientFormErrors };

/**
 * Cleans, checks and maps the form to the contact the collection writes; the messages land at
 * the fields. The name is derived, so its schema message points at the name field(s) it came from.
 */
export function validateClientForm(
  values: ClientFormValues,
  existing?: ContactInput['metadata'],
): ClientFormResult {
  const clean = cleaned(values);
  const errors = refusedFields(values, clean);
  if (clean.roles.length === 0) errors.roles = ROLE_REQUIRED;
  const input = toInput(clean, existing);
  const parsed = contactInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] !== 'name') continue;
      if (clean.type === 'company') errors.companyName = COMPANY_NAME_REQUIRED;
      else errors.firstName = PERSON_NAME_REQUIRED;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
