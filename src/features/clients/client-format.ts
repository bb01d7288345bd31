import type { ContactRole } from '../../domain/contact.schema';

export const ROLE_LABELS: Record<ContactRole, string> = {
  client: 'Client',
  vendor: 'Vendor',
  insurance_adjuster: 'Insurance adjuster',
};

export const ROLE_COLORS: Record<ContactRole, string> = {
  client: 'blue',
  vendor: 'grape',
  insurance_adjuster: 'teal',
};

export const TYPE_LABELS = { individual: 'Individual', company: 'Company' } as const;

/** A cleaned (digits only) US number as people read it; anything else as stored. */
export function formatPhone(digits: string): string {
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^\d{10}$/.test(ten)) return digits;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}
