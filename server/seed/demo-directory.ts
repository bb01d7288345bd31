import { companyClient, individualClient, insuranceAdjuster, vendor } from './demo-contacts';

// The demo organization's address book: individual and company clients, vendors and carriers'
// adjusters. The first individual is Emily Carter, the Client portal user.
export function demoDirectory(organizationId: string) {
  const person = (
    firstName: string,
    lastName: string,
    phone: string,
    street: string,
    city: string,
    state: string,
    zip: string,
  ) => ({ firstName, lastName, phone, street, city, state, zip });
  const individuals = [
    individualClient(
      organizationId,
      person('Emily', 'Carter', '8135550142', '412 Bayshore Drive', 'Tampa', 'FL', '33606'),
      'Prefers email; works from home on Tuesdays.',
    ),
    individualClient(
      organizationId,
      person('Robert', 'Alvarez', '4075550187', '88 Lake Eola Court', 'Orlando', 'FL', '32801'),
    ),
    individualClient(
      organizationId,
      person('Linda', 'Nguyen', '7135550110', '2301 Westheimer Road', 'Houston', 'TX', '77098'),
    ),
    individualClient(
      organizationId,
      person(
        'Michael',
        "O'Brien",
        '5125550166',
        '907 Barton Springs Road',
        'Austin',
        'TX',
        '78704',
      ),
    ),
    individualClient(
      organizationId,
      person('Sarah', 'Johnson', '7045550133', '1520 Queens Road', 'Charlotte', 'NC', '28207'),
    ),
    individualClient(
      organizationId,
      person('David', 'Kim', '4045550191', '77 Ponce de Leon Avenue', 'Atlanta', 'GA', '30308'),
    ),
    individualClient(
      organizationId,
      person('Jessica', 'Moore', '6155550124', '3410 West End Avenue', 'Nashville', 'TN', '37203'),
    ),
    individualClient(
      organizationId,
      person(
        'Thomas',
        'Wright',
        '6025550158',
        '2250 East Camelback Road',
        'Phoenix',
        'AZ',
        '85016',
      ),
    ),
    individualClient(
      organizationId,
      person('Angela', 'Russo', '3035550177', '1645 Grant Street', 'Denver', 'CO', '80203'),
    ),
    individualClient(
      organizationId,
      person('Kevin', 'Brennan', '9195550102', '512 Glenwood Avenue', 'Raleigh', 'NC', '27603'),
    ),
  ];
  const companies = [
    companyClient(
      organizationId,
      'Harborview Property Management',
      person('Rachel', 'Stein', '8135550190', '100 North Tampa Street', 'Tampa', 'FL', '33602'),
      'Manages 40 rental units; refers most of their tenants’ claims.',
    ),
    companyClient(
      organizationId,
      'Summit Ridge HOA',
      person(
        'Gary',
        'Lindqvist',
        '3035550114',
        '9000 East Summit Parkway',
        'Denver',
        'CO',
        '80231',
      ),
      'Board meets the first Monday of the month.',
    ),
    companyClient(
      organizationId,
      'Bayside Restaurants Inc.',
      person('Maria', 'Delgado', '9045550161', '225 Water Street', 'Jacksonville', 'FL', '32202'),
      'Three locations; commercial property policy.',
    ),
  ];
  const place = (street: string, city: string, state: string, zip: string) => ({
    street,
    city,
    state,
    zip,
  });
  const vendors = [
    vendor(
      organizationId,
      'Patel General Contracting',
      '8135550100',
      place('19 Industrial Way', 'Tampa', 'FL', '33619'),
      'Licensed general contractor; Sam Patel is the owner.',
    ),
    vendor(
      organizationId,
      'Rapid Restoration Services',
      '4075550120',
      place('5500 Commerce Drive', 'Orlando', 'FL', '32819'),
      '24/7 water extraction and drying.',
    ),
    vendor(
      organizationId,
      'ClearWater Mitigation',
      '7135550150',
      place('800 Gessner Road', 'Houston', 'TX', '77024'),
      'Mold and water mitigation; IICRC certified.',
    ),
    vendor(
      organizationId,
      'Apex Roofing & Exteriors',
      '7045550170',
      place('2100 South Boulevard', 'Charlotte', 'NC', '28203'),
      'Roof tarping within 24 hours.',
    ),
  ];
  const adjusters = [
    insuranceAdjuster(organizationId, 'Karen Holt', 'State Mutual Insurance', '8005550111'),
    insuranceAdjuster(organizationId, 'Brian Foster', 'Liberty Shield Insurance', '8005550122'),
    insuranceAdjuster(organizationId, 'Olivia Grant', 'Coastal Guard Insurance', '8005550133'),
    insuranceAdjuster(organizationId, 'Henry Walsh', 'Granite Peak Insurance', '8005550144'),
  ];
  return { individuals, companies, vendors, adjusters };
}
