import type { Claim } from '../../src/domain/claim.schema';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';

// Deterministic fake claims for the gallery and the list benchmark.
const FIRST = [
  'Emily',
  'Noah',
  'Olivia',
  'Liam',
  'Ava',
  'Mason',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
];
const LAST = [
  'Carter',
  'Brooks',
  'Nguyen',
  'Garcia',
  'Patel',
  'Kim',
  'Johnson',
  'Rivera',
  'Lee',
  'Walsh',
];
const CITIES = [
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Tampa', 'FL', '33602'],
  ['Raleigh', 'NC', '27601'],
  ['Portland', 'OR', '97201'],
  ['Columbus', 'OH', '43215'],
] as const;
const STREETS = ['Oak St', 'Maple Ave', 'Cedar Ln', 'Pine Rd', 'Elm Dr', 'Lakeview Blvd'];
const CLIENTS = ['Harbor Mutual', 'Summit Insurance', 'Bluewater Re', 'Keystone Assurance'];
export const USERS: Record<string, string> = {
  'u-1': 'Jordan Reyes',
  'u-2': 'Priya Natarajan',
  'u-3': 'Luis Ortega',
  'u-4': 'Marcus Chen',
};

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

export function fakeClaims(count: number, now = new Date('2026-03-02T12:00:00Z')): Claim[] {
  const day = 86_400_000;
  return Array.from({ length: count }, (_, i) => {
    const [city, state, zip] = pick(CITIES, i * 7);
    const spread = (n: number) => (Math.imul(i + 1, 2654435761) >>> n) % 1000;
    const created = new Date(now.getTime() - (spread(3) % 400) * day - 40 * day);
    const changed = new Date(now.getTime() - (spread(7) % 40) * day - spread(1) * 60_000);
    const first = pick(FIRST, i);
    const last = pick(LAST, i * 3);
    return {
      id: i % 97 === 5 ? `temp-${i}` : `c-${i}`,
      claimNumber: `CLM-${String(2026000 + i)}`,
      status: pick(DEFAULT_CLAIM_STATUSES, i * 5).name,
      statusChangedAt: changed.toISOString(),
      dateCreated: created.toISOString(),
      lastUpdated: new Date(changed.getTime() + spread(5) * 60_000).toISOString(),
      policyNumber: `POL-${(830000 + i * 17).toString()}`,
      clientId: `ct-${i % 4}`,
      clientName: pick(CLIENTS, i),
      dateOfLoss: new Date(created.getTime() - 5 * day).toISOString().slice(0, 10),
      address: `${100 + ((i * 31) % 900)} ${pick(STREETS, i)}`,
      city,
      state,
      zipCode: zip,
      customers: [{ id: `p-${i}`, name: `${first} ${last}`, isPrimary: true }],
      estimatedValue: 2500 + ((i * 7919) % 180_000),
      assignedTo: i % 9 === 0 ? null : `u-${(i % 4) + 1}`,
      description: '',
      version: 1,
      updatedAt: changed.toISOString(),
      deleted: false,
      organization_id: 'org-1',
    };
  });
}
