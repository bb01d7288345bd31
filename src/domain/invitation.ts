// Invitation links (issue 15, SPEC 7 POST /potential_users): one-time, 7 days. Shared by the server
// (the authority) and the app (the accept page and the pending table show the same words).

export const INVITATION_TTL_DAYS = 7;

export const INVITATION_STATUSES = ['pending', 'expired', 'no_link'] as const;
/** What the pending table shows; used and revoked invitations are no longer listed. */
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_UNKNOWN_MESSAGE =
  'This invitation link is not valid. It may have been replaced by a newer link: ask for a new one.';
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation link has expired. Ask the person who invited you for a new one.';
export const INVITATION_USED_MESSAGE =
  'This invitation link has already been used. Log in with the password you chose.';
export const INVITATION_REVOKED_MESSAGE = 'This invitation was withdrawn.';
export const INVITATION_ROLE_GONE_MESSAGE =
  'The role of this invitation no longer exists. Ask for a new invitation.';
export const INVITATION_NOT_PENDING_MESSAGE = 'Only a pending invitation can be withdrawn';

export const emailTakenMessage = (email: string) => `${email} already belongs to a user`;

/** The app path an invitation link opens (the token is the credential). */
export const invitationPath = (token: string) => `/invite/${encodeURIComponent(token)}`;

export function invitationExpiry(from: Date): Date {
  return new Date(from.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}
