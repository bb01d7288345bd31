import { companyClient, individualClient, insuranceAdjuster, vendor } from './demo-contacts';

// The demo organization's address book: individual and company clients, vendors and carriers'
// adjusters. The first individual is Emily Carter, the Client portal user.
// Kept as `|`-separated records so that the data reads as a table rather than as repeated calls.

// first name | last name | phone | street | city | state | zip | notes (optional)
const INDIVIDUALS = [
  'Emily|Carter|8135550142|412 Bayshore Drive|Tampa|FL|33606|Prefers email; works from home on Tuesdays.',
  'Robert|Alvarez|4075550187|88 Lake Eola Court|Orlando|FL|32801',
  'Linda|Nguyen|7135550110|2301 Westheimer Road|Houston|TX|77098',
  "Michael|O'Brien|5125550166|907 Barton Springs Road|Austin|TX|78704",
  'Sarah|Johnson|7045550133|1520 Queens Road|Charlotte|NC|28207',
  'David|Kim|4045550191|77 Ponce de Leon Avenue|Atlanta|GA|30308',
  'Jessica|Moore|6155550124|3410 West End Avenue|Nashville|TN|37203',
  'Thomas|Wright|6025550158|2250 East Camelback Road|Phoenix|AZ|85016',
  'Angela|Russo|3035550177|1645 Grant Street|Denver|CO|80203',
  'Kevin|Brennan|9195550102|512 Glenwood Avenue|Raleigh|NC|27603',
];

// company | contact's first name | last name | phone | street | city | state | zip | notes
const COMPANIES = [
  'Harborview Property Management|Rachel|Stein|8135550190|100 North Tampa Street|Tampa|FL|33602|Manages 40 rental units; refers most of their tenants’ claims.',
  'Summit Ridge HOA|Gary|Lindqvist|3035550114|9000 East Summit Parkway|Denver|CO|80231|Board meets the first Monday of the month.',
  'Bayside Restaurants Inc.|Maria|Delgado|9045550161|225 Water Street|Jacksonville|FL|32202|Three locations; commercial property policy.',
];

// name | phone | street | city | state | zip | notes
const VENDORS = [
  'Patel General Contracting|8135550100|19 Industrial Way|Tampa|FL|33619|Licensed general contractor; Sam Patel is the owner.',
  'Rapid Restoration Services|4075550120|5500 Commerce Drive|Orlando|FL|32819|24/7 water extraction and drying.',
  'ClearWater Mitigation|7135550150|800 Gessner Road|Houston|TX|77024|Mold and water mitigation; IICRC certified.',
  'Apex Roofing & Exteriors|7045550170|2100 South Boulevard|Charlotte|NC|28203|Roof tarping within 24 hours.',
];

// name | carrier | phone
const ADJUSTERS = [
  'Karen Holt|State Mutual Insurance|8005550111',
  'Brian Foster|Liberty Shield Insurance|8005550122',
  'Olivia Grant|Coastal Guard Insurance|8005550133',
  'Henry Walsh|Granite Peak Insurance|8005550144',
];

/** The fields of a record; the optional last one may be missing (''), any other is a bug. */
function fields(record: string, required: number): (index: number) => string {
  const parts = record.split('|');
  if (parts.length < required) throw new Error(`Demo record needs ${required} fields: ${record}`);
  return (index) => parts[index] ?? '';
}

const place = (field: (index: number) => string, from: number) => ({
  street: field(from),
  city: field(from + 1),
  state: field(from + 2),
  zip: field(from + 3),
});

const person = (field: (index: number) => string, from: number) => ({
  firstName: field(from),
  lastName: field(from + 1),
  phone: field(from + 2),
  ...place(field, from + 3),
});

export function demoDirectory(organizationId: string) {
  const individuals = INDIVIDUALS.map((record) => {
    const field = fields(record, 7);
    return individualClient(organizationId, person(field, 0), field(7));
  });
  const companies = COMPANIES.map((record) => {
    const field = fields(record, 9);
    return companyClient(organizationId, field(0), person(field, 1), field(8));
  });
  const vendors = VENDORS.map((record) => {
    const field = fields(record, 7);
    return vendor(organizationId, field(0), field(1), place(field, 2), field(6));
  });
  const adjusters = ADJUSTERS.map((record) => {
    const field = fields(record, 3);
    return insuranceAdjuster(organizationId, field(0), field(1), field(2));
  });
  return { individuals, companies, vendors, adjusters };
}
