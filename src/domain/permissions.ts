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

/** What each permission allows, in words: the roles editor shows these next to its checkboxes. */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<Permission, string>> = {
  all: 'Everything, now and in future versions (the Owner role only).',
  manage_users: 'Invite people, change their role, deactivate them, and edit roles.',
  manage_claims: 'See, create and change every claim, and assign them to anyone.',
  manage_clients: 'See, add, change, merge and import every client.',
  manage_documents: 'See every document and remove any of them.',
  manage_settings: "Change the organization's settings, statuses, task types and fields.",
  view_reports: "Read the organization's reports (claims by status).",
  view_claims: 'See every claim of the organization and its notes and tasks.',
  edit_claims: 'Create claims and change the claims they see (status, notes, customers, tasks).',
  view_clients: 'See the clients area and every client.',
  edit_clients: 'Add and change clients.',
  view_documents: 'See the documents of the claims they see.',
  upload_documents: 'Upload documents to the claims they see.',
  view_assigned_claims: 'See only the claims they are assigned to.',
  view_own_claims: 'See only the claims where they are the client.',
};

export type GrantablePermission = Exclude<Permission, 'all'>;

/** `all` belongs to the Owner role alone; every other role is built from these. */
export const GRANTABLE_PERMISSIONS = PERMISSIONS.filter(
  (permission): permission is GrantablePermission => permission !== 'all',
);

/** The seeded role that holds `all`: nobody renames, changes or deletes it. */
export const OWNER_ROLE = 'Owner';

// Internal staff (every role but Vendor, Client and Customer): they may see the organization's
// people, calendar and configuration; the external roles see only what their claims show them.
export const STAFF_PERMISSIONS: readonly Permission[] = [
  'manage_users',
  'manage_settings',
  'manage_claims',
  'view_claims',
  'edit_claims',
];

/** Who may write claims and what hangs off them (status, notes, customers); `all` passes too. */
export const CLAIM_WRITE_PERMISSIONS: readonly Permission[] = ['edit_claims', 'manage_claims'];

export const CLAIM_READ_ONLY_MESSAGE = 'Your role cannot change claims';

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

/** Whether any one of `needed` passes. */
export function hasAnyPermission(
  granted: readonly string[] | undefined,
  needed: readonly Permission[],
): boolean {
  return needed.some((permission) => hasPermission(granted, permission));
}

/** The short reason a settings page shows when the user's role may only read it. */
export const SETTINGS_READ_ONLY_MESSAGE = 'Your role cannot change settings';

/** A permission as words for a label: `manage_users` → "Manage users". */
export function permissionLabel(permission: string): string {
  const words = permission.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Permissions that read every claim of the organization; any other reader sees only some rows. */
export const CLAIM_FULL_READ_PERMISSIONS = [
  'all',
  'manage_claims',
  'view_claims',
  'edit_claims',
] as const satisfies readonly Permission[];

export const readsEveryClaim = (granted: readonly string[] | undefined) =>
  hasAnyPermission(granted, CLAIM_FULL_READ_PERMISSIONS);

/** Creating claims and changing them (status, notes, customers): the server's `requireClaimWrite`. */
export const canWriteClaims = (granted: readonly string[] | undefined) =>
  hasAnyPermission(granted, CLAIM_WRITE_PERMISSIONS);
