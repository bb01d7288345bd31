import type { contacts } from '../db/schema/contacts';

type NewContact = typeof contacts.$inferInsert;

interface Person {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

const email = (first: string, last: string, domain: string) =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${domain}`;

export function individualClient(organizationId: string, p: Person, notes = ''): NewContact {
  const mail = email(p.firstName, p.lastName, 'mail.example.com');
  return {
    organizationId,
    name: `${p.firstName} ${p.lastName}`,
    phone: p.phone,
    email: mail,
    address: { street: p.street, city: p.city, state: p.state, zip: p.zip },
    roles: ['client'],
    metadata: {
      client: {
        type: 'individual',
        firstName: p.firstName,
        lastName: p.lastName,
        companyName: '',
        primaryContact: {
          firstName: p.firstName,
          lastName: p.lastName,
          email: mail,
          phone: p.phone,
        },
        notes,
      },
    },
  };
}

export function companyClient(
  organizationId: string,
  companyName: string,
  contact: Person,
  notes: string,
): NewContact {
  const domain =
    companyName
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 16) + '.example.com';
  const mail = email(contact.firstName, contact.lastName, domain);
  return {
    organizationId,
    name: companyName,
    phone: contact.phone,
    email: mail,
    address: { street: contact.street, city: contact.city, state: contact.state, zip: contact.zip },
    roles: ['client'],
    metadata: {
      client: {
        type: 'company',
        firstName: '',
        lastName: '',
        companyName,
        primaryContact: {
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: mail,
          phone: contact.phone,
        },
        notes,
      },
    },
  };
}

export function vendor(
  organizationId: string,
  name: string,
  phone: string,
  place: Omit<Person, 'firstName' | 'lastName' | 'phone'>,
  notes: string,
): NewContact {
  return {
    organizationId,
    name,
    phone,
    email: `dispatch@${name
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 16)}.example.com`,
    address: { street: place.street, city: place.city, state: place.state, zip: place.zip },
    roles: ['vendor'],
    metadata: { vendor: { notes } },
  };
}

export function insuranceAdjuster(
  organizationId: string,
  name: string,
  carrier: string,
  phone: string,
): NewContact {
  const [first = '', last = ''] = name.split(' ');
  return {
    organizationId,
    name,
    phone,
    email: email(first, last, carrier.toLowerCase().replace(/[^a-z]/g, '') + '.example.com'),
    address: { street: '', city: '', state: '', zip: '' },
    roles: ['insurance_adjuster'],
    metadata: { insuranceAdjuster: { carrier, notes: `Desk adjuster at ${carrier}` } },
  };
}
