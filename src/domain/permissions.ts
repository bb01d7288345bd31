// Roles and permissions of SPEC section 6. A check passes when the role has `all` or the permission.
export const PERMISSIONS = [
  'all',
  'manage_users',
  'manage_claims',
  'manage_clients',
  'manage_documents',
  'manage_settings',
  'view_reports',
  'view_claims',
  'edit_claims',
  'view_clients',
  'edit_clients',
  'view_documents',
  'upload_documents',
  'view_assigned_claims',
  'view_own_claims',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Who may write claims and what hangs off them (status, notes, customers); `all` passes too. */
export const CLAIM_WRITE_PERMISSIONS: readonly Permission[] = ['edit_claims', 'manage_claims'];

export const DEFAULT_ROLES: Readonly<Record<string, readonly Permission[]>> = {
  Owner: ['all'],
  Admin: [
    'manage_users',
    'manage_claims',
    'manage_clients',
    'manage_documents',
    'manage_settings',
    'view_reports',
  ],
  Manager: ['manage_claims', 'manage_clients', 'manage_documents', 'view_reports'],
  Supervisor: ['manage_claims', 'manage_clients', 'manage_documents'],
  User: [
    'view_claims',
    'edit_claims',
    'view_clients',
    'edit_clients',
    'view_documents',
    'upload_documents',
  ],
  Vendor: ['view_assigned_claims', 'upload_documents'],
  Client: ['view_own_claims', 'upload_documents'],
  Customer: ['view_assigned_claims'],
};

export const DEFAULT_ROLE_NAMES = Object.keys(DEFAULT_ROLES);

export function hasPermission(granted: readonly string[] | undefined, needed: Permission): boolean {
  if (!granted) return false;
  return granted.includes('all') || granted.includes(needed);
}
