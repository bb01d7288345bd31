import type { Customer } from './claim.schema';
import { withOnePrimary } from './claim-customers';
import type { ContactInput } from './contact.schema';

// Merging two contacts (issue 12): the source's references move to the kept contact and the
// source goes away. The same rules run on the server (the authority, in one transaction) and in
// the browser (the optimistic local apply), so both end with the same claims.

export const MERGE_INTO_SELF_MESSAGE = 'A contact cannot be merged into itself';
export const MERGE_TARGET_NOT_FOUND = 'The contact to merge into was not found';
export const MERGE_TWO_PORTAL_USERS_MESSAGE =
  'Both contacts have a portal login; remove one of them before merging';

export interface MergeTarget {
  id: string;
  name: string;
}

/**
 * The customers with the source replaced by the kept contact: one entry when the claim already
 * had both, primary when either was.
 */
export function customersAfterMerge(
  customers: readonly Customer[],
  sourceId: string,
  target: MergeTarget,
): Customer[] {
  const source = customers.find((c) => c.id === sourceId);
  if (!source) return customers.map((c) => ({ ...c }));
  const hasTarget = customers.some((c) => c.id === target.id);
  const merged = customers.flatMap((c): Customer[] => {
    if (c.id === sourceId) {
      return hasTarget ? [] : [{ id: target.id, name: target.name, isPrimary: c.isPrimary }];
    }
    if (c.id === target.id) return [{ ...c, isPrimary: c.isPrimary || source.isPrimary }];
    return [{ ...c }];
  });
  return withOnePrimary(merged);
}

export interface MergeableClaim {
  clientId?: string | null;
  clientName?: string;
  customers: readonly Customer[];
}

/** The claim fields a merge changes, or null when the claim does not name the source. */
export function claimAfterMerge(
  claim: MergeableClaim,
  sourceId: string,
  target: MergeTarget,
): { clientId?: string; clientName?: string; customers?: Customer[] } | null {
  const isClient = claim.clientId === sourceId;
  const isCustomer = claim.customers.some((c) => c.id === sourceId);
  if (!isClient && !isCustomer) return null;
  return {
    ...(isClient ? { clientId: target.id, clientName: target.name } : {}),
    ...(isCustomer ? { customers: customersAfterMerge(claim.customers, sourceId, target) } : {}),
  };
}

/** A calendar event's attendees with the source replaced by the kept contact, once. */
export function attendeesAfterMerge(
  attendees: readonly string[],
  sourceId: string,
  targetId: string,
): string[] {
  return [...new Set(attendees.map((id) => (id === sourceId ? targetId : id)))];
}

/** The fields a merge may fill (the server's row and the local record both have them). */
export interface MergeableFields<Role extends string = string> {
  phone: string;
  email: string;
  address: ContactInput['address'];
  roles: Role[];
  metadata: Record<string, unknown>;
}

/**
 * What the kept contact takes from the merged one: it keeps its own name and every value it has;
 * an empty phone, email or address is filled from the source, roles are united and metadata
 * sections it lacks are added. Only the changed fields are returned.
 */
export function keptContactChanges<Role extends string>(
  kept: MergeableFields<Role>,
  source: MergeableFields<Role>,
): Partial<MergeableFields<Role>> {
  const changes: Partial<MergeableFields<Role>> = {};
  if (!kept.phone && source.phone) changes.phone = source.phone;
  if (!kept.email && source.email) changes.email = source.email;
  const addressEmpty = Object.values(kept.address).every((v) => !v);
  if (addressEmpty && Object.values(source.address).some(Boolean)) changes.address = source.address;
  const roles = [...new Set([...kept.roles, ...source.roles])];
  if (roles.length !== kept.roles.length) changes.roles = roles;
  const missing = Object.entries(source.metadata).filter(([key]) => !(key in kept.metadata));
  if (missing.length) changes.metadata = { ...kept.metadata, ...Object.fromEntries(missing) };
  return changes;
}
