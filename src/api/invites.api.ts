import type { InvitationStatus } from '../domain/invitation';
import type { PasswordPolicy } from '../domain/settings.schema';
import type { ApiClient, ApiResult } from './api.types';
import type { LoginData } from './auth.api';

// Invitations (issue 15, SPEC 7 POST /potential_users). They live on the server only: inviting,
// listing and withdrawing need it, and the link's token is in the answer of `inviteUser` and
// nowhere else (the server keeps a hash), so the app shows it once and never stores it.

export interface Invitation {
  id: string;
  email: string;
  role: string | null;
  invitedBy: string | null;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string | null;
  status: InvitationStatus;
}

export interface IssuedInvitation {
  data: Invitation;
  /** The app path `/invite/<token>`. */
  link: string;
  /** Whether the server also emailed it (SMTP configured). */
  emailed: boolean;
}

/** What the accept page shows about a link. */
export interface PublicInvitation {
  email: string;
  organizationName: string;
  role: string;
  expiresAt: string;
  passwordPolicy: PasswordPolicy;
}

export interface AcceptFields {
  firstName: string;
  lastName: string;
  password: string;
}

export interface GrantableRoleRecord {
  id: string;
  name: string;
  permissions: string[];
  deleted?: boolean;
}

/** A new one-time link for the address (inviting it again replaces the previous link). */
export function inviteUser(
  api: ApiClient,
  body: { email: string; role: string },
): Promise<ApiResult<IssuedInvitation>> {
  return api.post<IssuedInvitation>('/potential_users', body, { envelope: true });
}

export function listInvitations(api: ApiClient, organizationId: string) {
  return api.get<Invitation[]>(
    `/organizations/${encodeURIComponent(organizationId)}/potential_users`,
  );
}

export function withdrawInvitation(api: ApiClient, id: string) {
  return api.delete<Invitation>(`/potential_users/${encodeURIComponent(id)}`);
}

export function listRoles(api: ApiClient, organizationId: string) {
  return api.get<GrantableRoleRecord[]>(
    `/organizations/${encodeURIComponent(organizationId)}/roles`,
  );
}

export function fetchInvitation(api: ApiClient, token: string) {
  return api.get<PublicInvitation>(`/invites/${encodeURIComponent(token)}`);
}

export function acceptInvitation(api: ApiClient, token: string, fields: AcceptFields) {
  return api.post<LoginData>(`/invites/${encodeURIComponent(token)}/accept`, fields);
}
