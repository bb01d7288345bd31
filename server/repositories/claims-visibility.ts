import { eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claims } from '../db/schema/claims';
import { contacts } from '../db/schema/contacts';
import { rowExists } from './row-exists';
import { CLAIM_FULL_READ_PERMISSIONS } from '../../src/domain/permissions';

/**
 * Which claims a caller may read (SPEC 6 plus the row-level rule of issue 3):
 * - `all`, `manage_claims`, `view_claims` or `edit_claims` (writing implies reading): every claim;
 * - `view_own_claims` (Client): claims where a contact linked to the user (`contacts.user_id`, not
 *   the email, which the user may change) is a customer or the referral client (`client_id`);
 * - `view_assigned_claims` (Vendor, Customer): claims whose `assigned_to` is the user;
 * - none of these: no claim at all (403 on claim routes).
 * The same condition filters the claims list, single-claim reads and the change feed.
 */
export interface Caller {
  userId: string;
  organizationId: string;
  permissions: readonly string[];
}

export type ClaimScope = 'all' | 'rows' | 'none';

export const hasAny = (granted: readonly string[], needed: readonly string[]) =>
  granted.includes('all') || needed.some((p) => granted.includes(p));

export function claimScope(caller: Caller): ClaimScope {
  if (hasAny(caller.permissions, CLAIM_FULL_READ_PERMISSIONS)) return 'all';
  if (hasAny(caller.permissions, ['view_own_claims', 'view_assigned_claims'])) return 'rows';
  return 'none';
}

function ownClaims(userId: string): SQL {
  return sql`exists (select 1 from ${contacts} where ${contacts.organizationId} = ${claims.organizationId}
    and ${contacts.userId} = ${userId} and ${contacts.deleted} = false
    and (${contacts.id} = ${claims.clientId}
      or ${claims.customers} @> jsonb_build_array(jsonb_build_object('id', ${contacts.id}))))`;
}

/** The row-level part of the rule for the `claims` table, or undefined when every claim is visible. */
export function claimVisibility(caller: Caller): SQL | undefined {
  const scope = claimScope(caller);
  if (scope === 'all') return undefined;
  const rules: SQL[] = [];
  if (caller.permissions.includes('view_own_claims')) rules.push(ownClaims(caller.userId));
  if (caller.permissions.includes('view_assigned_claims')) {
    rules.push(eq(claims.assignedTo, caller.userId));
  }
  return rules.length ? or(...rules) : sql`false`;
}

export async function canSeeClaim(db: Db, caller: Caller, claimId: string): Promise<boolean> {
  const scope = claimScope(caller);
  if (scope === 'none') return false;
  return rowExists(db, claims, caller.organizationId, claimId, claimVisibility(caller));
}
