import { describe, expect, it } from 'vitest';
import {
  clientName,
  COMPANY_NAME_REQUIRED,
  contactToFormValues,
  emptyClientFormValues,
  PERSON_NAME_REQUIRED,
  ROLE_REQUIRED,
  validateClientForm,
  type ClientFormValues,
} from '../../../src/domain/client-form';
import { cleanText } from '../../../src/domain/cleaning/clean-text';
import { contactRolesIn, contactInUseMessage } from '../../../src/domain/contact-claims';

// Whatever the SPEC 5 text rule makes of a tag opening (the cleaning tests pin that down).
const LAST = cleanText('Lovelace <b>');

const values = (patch: Partial<ClientFormValues>): ClientFormValues => ({
  ...emptyClientFormValues(),
  ...patch,
});

describe('client form → contact input', () => {
  it('an individual: cleaned fields, name from first and last, the person as primary contact', () => {
    const result = validateClientForm(
      values({
        firstName: '  Ada  ',
        lastName: 'Lovelace <b>',
        email: ' Ada@Example.COM ',
        phone: '(555) 123-4567',
        city: ' London ',
        notes: 'Prefers   email',
      }),
    );
    expect(result).toEqual({
      ok: true,
      input: {
        name: `Ada ${LAST}`,
        email: 'ada@example.com',
        phone: '5551234567',
        address: { street: '', city: 'London', state: '', zip: '' },
        roles: ['client'],
        metadata: {
          client: {
            type: 'individual',
            firstName: 'Ada',
            lastName: LAST,
            companyName: '',
            primaryContact: {
              firstName: 'Ada',
              lastName: LAST,
              email: 'ada@example.com',
              phone: '5551234567',
            },
            notes: 'Prefers email',
          },
        },
      },
    });
  });

  it('a company: named after the company, with its own primary contact; other metadata kept', () => {
    const result = validateClientForm(
      values({
        type: 'company',
        firstName: 'left over',
        companyName: ' Summit   Ridge HOA ',
        contactFirstName: 'Gary',
        contactLastName: 'Lindqvist',
        contactEmail: 'GARY@summit.example.com',
        contactPhone: '303-555-0114',
        roles: ['client', 'vendor'],
      }),
      { vendor: { notes: 'Snow removal' } },
    );
    expect(result.ok && result.input).toMatchObject({
      name: 'Summit Ridge HOA',
      roles: ['client', 'vendor'],
      metadata: {
        vendor: { notes: 'Snow removal' },
        client: {
          type: 'company',
          firstName: '',
          companyName: 'Summit Ridge HOA',
          primaryContact: {
            firstName: 'Gary',
            lastName: 'Lindqvist',
            email: 'gary@summit.example.com',
            phone: '3035550114',
          },
        },
      },
    });
  });

  it('messages at the fields: the name it derives from, a refused email or phone, no role', () => {
    expect(validateClientForm(values({ firstName: '   ', email: 'nope', phone: '12' }))).toEqual({
      ok: false,
      errors: {
        firstName: PERSON_NAME_REQUIRED,
        email: 'Enter a valid email address',
        phone: 'Enter a phone number with at least 7 digits',
      },
    });
    expect(validateClientForm(values({ type: 'company', firstName: 'Ada', roles: [] }))).toEqual({
      ok: false,
      errors: { companyName: COMPANY_NAME_REQUIRED, roles: ROLE_REQUIRED },
    });
  });

  it('reads a stored contact back into the form, and a bare vendor by its name', () => {
    const stored = validateClientForm(
      values({ type: 'company', companyName: 'Acme', contactFirstName: 'Wile', roles: ['client'] }),
    );
    if (!stored.ok) throw new Error('expected a valid form');
    const back = contactToFormValues(stored.input);
    expect(back).toMatchObject({ type: 'company', companyName: 'Acme', contactFirstName: 'Wile' });
    expect(validateClientForm(back)).toEqual(stored);

    const vendor = contactToFormValues({
      ...stored.input,
      name: 'Apex Roofing & Exteriors',
      roles: ['vendor'],
      metadata: { vendor: { notes: '' } },
    });
    expect(vendor).toMatchObject({
      type: 'individual',
      firstName: 'Apex',
      lastName: 'Roofing & Exteriors',
    });
    expect(
      clientName({ type: 'company', firstName: '', lastName: '', companyName: ' A  B ' }),
    ).toBe('A B');
  });
});

describe('contact ↔ claims', () => {
  it('names how a contact takes part in a claim, and why it cannot be deleted', () => {
    const claim = { id: 'k', clientId: 'c', customers: [{ id: 'c' }, { id: 'd' }] };
    expect(contactRolesIn(claim, 'c')).toEqual(['client', 'customer']);
    expect(contactRolesIn(claim, 'd')).toEqual(['customer']);
    expect(contactRolesIn(claim, 'e')).toEqual([]);
    expect(contactInUseMessage(2)).toBe(
      'This contact is linked to 2 claims. Remove it from those claims before deleting it.',
    );
  });
});
