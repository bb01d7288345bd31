import { z } from 'zod';
import { INVITATION_STATUSES } from '../../../../src/domain/invitation';
import type { InvitationStatus } from '../../../../src/domain/invitation';
import { passwordPolicySchema } from '../../../../src/domain/settings.schema';
import type { PasswordPolicy } from '../../../../src/domain/settings.schema';
import type {
  InvitationWithOrganization,
  PotentialUserRow,
} from '../../../repositories/potential-user.repository';

// Wire shapes of the invitation routes. The token hash never leaves the server; the link (with
// the token) is in the answer of POST /potential_users only.

export const potentialUserWireSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  invited_by: z.string().nullable(),
  invited_by_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
});

type PotentialUserWire = z.infer<typeof potentialUserWireSchema>;

function statusOf(row: PotentialUserRow, now: Date): InvitationStatus {
  if (!row.tokenHash || !row.expiresAt) return 'no_link';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export function potentialUserView(
  row: PotentialUserRow & { invitedByName?: string | null },
  now = new Date(),
): PotentialUserWire {
  return {
    id: row.id,
    organization_id: row.organizationId,
    email: row.email,
    role: row.role,
    invited_by: row.invitedBy,
    invited_by_name: row.invitedByName ?? null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

export const publicInvitationSchema = z.object({
  email: z.string(),
  organization_name: z.string(),
  role: z.string(),
  expires_at: z.string(),
  /** The organization's policy, so the accept page checks the password at the field. */
  password_policy: passwordPolicySchema,
});

export function publicInvitationView(row: InvitationWithOrganization, policy: PasswordPolicy) {
  return {
    email: row.email,
    organization_name: row.organizationName,
    role: row.role ?? '',
    expires_at: row.expiresAt?.toISOString() ?? '',
    password_policy: policy,
  };
}
