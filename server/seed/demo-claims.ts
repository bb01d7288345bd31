import { randomUUID } from 'node:crypto';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import type { claimContacts, claims } from '../db/schema/claims';
import type { contacts } from '../db/schema/contacts';
import { LOSSES, PLACES, STREETS } from './demo-places';
import { daysAgo, isoDate, notAfter } from './random';
import type { Random } from './random';

type NewClaim = typeof claims.$inferInsert & { id: string };
type NewLink = typeof claimContacts.$inferInsert;
type Contact = typeof contacts.$inferInsert & { id: string };

// How many demo claims sit in each status, and how many of those are past the status timeout.
const SPREAD: Record<string, { count: number; overdue: number }> = {
  New: { count: 7, overdue: 2 },
  'In Progress': { count: 8, overdue: 2 },
  'Pending Client': { count: 6, overdue: 1 },
  'Pending Insurance': { count: 6, overdue: 2 },
  Appraisal: { count: 5, overdue: 1 },
  Settled: { count: 4, overdue: 1 },
  Closed: { count: 4, overdue: 0 },
};

export interface ClaimSeedInput {
  organizationId: string;
  now: Date;
  random: Random;
  customers: Contact[];
  referrers: Contact[];
  vendors: Contact[];
  adjusters: Contact[];
  /** Who claims are assigned to, by position: round-robin with the special cases below. */
  staff: {
    assignees: string[];
    vendorUserId?: string;
    customerUserId?: string;
    creators: string[];
  };
  count?: number;
}

function statusTimeline(status: string, overdue: boolean, input: ClaimSeedInput) {
  const { random, now } = input;
  const timeout = DEFAULT_CLAIM_STATUSES.find((s) => s.name === status)?.timeoutDays ?? null;
  const statusAge =
    timeout === null
      ? random.int(5, 60)
      : overdue
        ? timeout + random.int(1, 10)
        : random.int(0, Math.max(timeout - 1, 0));
  const statusChangedAt = notAfter(daysAgo(now, statusAge, random.int(8, 17)), now);
  const created = status === 'New' ? statusChangedAt : daysAgo(now, statusAge + random.int(5, 60));
  const lastUpdated = new Date(Math.max(statusChangedAt.getTime(), created.getTime()));
  return { statusChangedAt, dateCreated: created, lastUpdated };
}

export function demoClaims(input: ClaimSeedInput): { claims: NewClaim[]; links: NewLink[] } {
  const { random, organizationId } = input;
  const statuses = Object.entries(SPREAD).flatMap(([status, { count, overdue }]) =>
    Array.from({ length: count }, (_, i) => ({ status, overdue: i < overdue })),
  );
  const drafts = statuses.slice(0, input.count ?? statuses.length).map(({ status, overdue }, i) => {
    const customer = input.customers[i % input.customers.length]!;
    const other = input.customers[(i + 3) % input.customers.length];
    const second = i % 4 === 2 && other?.id !== customer.id ? other : undefined;
    const referrer = i === 5 ? input.customers[0]! : input.referrers[i % input.referrers.length]!;
    const loss = LOSSES[i % LOSSES.length]!;
    const place = PLACES[(i * 5) % PLACES.length]!;
    const timeline = statusTimeline(status, overdue, input);
    const assignedTo =
      i % 9 === 3 && input.staff.vendorUserId
        ? input.staff.vendorUserId
        : i % 11 === 7 && input.staff.customerUserId
          ? input.staff.customerUserId
          : input.staff.assignees[i % input.staff.assignees.length];
    const value = loss.kind === 'CP' ? random.int(40, 400) * 500 : random.int(5, 150) * 500;
    const claim: NewClaim = {
      id: randomUUID(),
      organizationId,
      claimNumber: '',
      status,
      ...timeline,
      policyNumber: `${loss.kind}-${timeline.dateCreated.getUTCFullYear() - random.int(0, 3)}-${random.int(100_000, 999_999)}`,
      clientId: referrer.id,
      clientName: referrer.name,
      customers: [customer, ...(second ? [second] : [])].map((c, n) => ({
        id: c.id,
        name: c.name,
        isPrimary: n === 0,
      })),
      dateOfLoss: isoDate(daysAgo(timeline.dateCreated, random.int(1, 14))),
      address: `${random.int(100, 9899)} ${STREETS[(i * 7) % STREETS.length]}`,
      city: place.city,
      state: place.state,
      zipCode: place.zip,
      estimatedValue: value,
      description: loss.description,
      assignedTo,
      createdBy: input.staff.creators[i % input.staff.creators.length],
    };
    const links: NewLink[] = [
      { organizationId, claimId: claim.id, contactId: customer.id, isPrimary: true },
      ...(second ? [{ organizationId, claimId: claim.id, contactId: second.id }] : []),
      {
        organizationId,
        claimId: claim.id,
        contactId: input.adjusters[i % input.adjusters.length]!.id,
      },
      ...(i % 2 === 0 && input.vendors.length > 0
        ? [
            {
              organizationId,
              claimId: claim.id,
              contactId: input.vendors[i % input.vendors.length]!.id,
            },
          ]
        : []),
    ];
    return { claim, links };
  });
  // Numbers follow creation order, like a real intake desk: CLM-2026-0001 is the oldest.
  drafts.sort((a, b) => a.claim.dateCreated!.getTime() - b.claim.dateCreated!.getTime());
  drafts.forEach((d, n) => (d.claim.claimNumber = `CLM-2026-${String(n + 1).padStart(4, '0')}`));
  return { claims: drafts.map((d) => d.claim), links: drafts.flatMap((d) => d.links) };
}
